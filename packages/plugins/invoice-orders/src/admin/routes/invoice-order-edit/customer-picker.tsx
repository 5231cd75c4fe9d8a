import { useEffect, useRef, useState } from 'react';
import { errorMessages, useToast } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Combobox, Dialog, EmailInput, Field, FormErrors, Input } from '@storeroom/ui';
import { CUSTOMER_SUGGESTIONS_MIN_CHARS, INVOICE_ORDERS_MESSAGES, emailSchema } from '../../../contract';
import { useCustomerLookup } from '../../data/lookups';
import type { CustomerSummary } from '../../data/lookups';

export interface CustomerPickerProps {
  value: CustomerSummary | null;
  onChange: (customer: CustomerSummary | null) => void;
  disabled?: boolean;
}

/**
 * "Browse customers" (email suggestions once more than 2 characters are typed, 10 results,
 * spec 2 §9) and "create customer" (spec 2 §2), through the customers' contract.
 */
export function CustomerPicker({ value, onChange, disabled }: CustomerPickerProps) {
  const lookup = useCustomerLookup();
  const [options, setOptions] = useState<CustomerSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [creating, setCreating] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const onInput = (text: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (text.trim().length < CUSTOMER_SUGGESTIONS_MIN_CHARS) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      lookup
        .search(text.trim(), controller.signal)
        .then((found) => setOptions(found))
        .catch(() => setOptions([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 250);
  };

  const known = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <div>
      <Field label="Browse customers" hint="Type at least 3 characters of an email or name.">
        <Combobox
          options={known.map((c) => ({
            value: String(c.id),
            label: c.email,
            description: c.full_name || undefined,
          }))}
          value={value ? String(value.id) : null}
          onValueChange={(id) => onChange(known.find((c) => String(c.id) === id) ?? null)}
          onInputChange={onInput}
          filter={false}
          loading={loading}
          placeholder="Customer email"
          emptyText="No customers found"
          disabled={disabled}
        />
      </Field>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
            Remove customer
          </Button>
        ) : null}
        {disabled ? null : <Button onClick={() => setCreating(true)}>Create customer</Button>}
      </div>
      <CreateCustomerDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(customer) => {
          onChange(customer);
          setCreating(false);
        }}
      />
    </div>
  );
}

function CreateCustomerDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (customer: CustomerSummary) => void;
}) {
  const lookup = useCustomerLookup();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success || parsed.data === '') {
      setErrors({ email: INVOICE_ORDERS_MESSAGES.emailInvalid });
      return;
    }
    setBusy(true);
    setErrors({});
    setGeneral([]);
    try {
      const customer = await lookup.create({ email: parsed.data, full_name: fullName.trim() });
      toast.success(INVOICE_ORDERS_MESSAGES.customerCreated);
      setEmail('');
      setFullName('');
      onCreated(customer);
    } catch (error) {
      const fields = error instanceof ApiError && error.errors ? error.errors : {};
      if (fields.email?.[0]) setErrors({ email: fields.email[0] });
      else setGeneral(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Create customer"
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={busy} onClick={() => void create()}>
              Create customer
            </Button>
          </>
        }
      >
        <Field label="Customer email" required error={errors.email}>
          <EmailInput value={email} onValueChange={setEmail} />
        </Field>
        <Field label="Full name">
          <Input value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={200} />
        </Field>
        <FormErrors messages={general} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
