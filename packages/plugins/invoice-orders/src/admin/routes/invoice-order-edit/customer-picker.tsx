import { useState } from 'react';
import { useToast, useZodForm, useFormSave } from '@storeroom/core';
import { Button, Combobox, EmailInput, Field, Inline, Input, Stack } from '@storeroom/ui';
import {
  CUSTOMER_SUGGESTIONS_MIN_CHARS,
  INVOICE_ORDERS_MESSAGES,
  newCustomerSchema,
} from '../../../contract';
import { FormDialog } from '../../components/form-dialog';
import { useCustomerLookup } from '../../data/lookups';
import type { CustomerSummary } from '../../data/lookups';
import { useSuggestions } from '../../data/use-suggestions';

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
  const suggestions = useSuggestions(lookup.search, CUSTOMER_SUGGESTIONS_MIN_CHARS);
  const [creating, setCreating] = useState(false);
  const options = suggestions.options;
  const known = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <Stack gap={2}>
      <Field label="Browse customers" hint="Type at least 3 characters of an email or name.">
        <Combobox
          options={known.map((c) => ({
            value: String(c.id),
            label: c.email,
            description: c.full_name || undefined,
          }))}
          value={value ? String(value.id) : null}
          onValueChange={(id) => onChange(known.find((c) => String(c.id) === id) ?? null)}
          onInputChange={suggestions.onInput}
          filter={false}
          loading={suggestions.loading}
          placeholder="Customer email"
          emptyText="No customers found"
          disabled={disabled}
        />
      </Field>
      <Inline>
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
            Remove customer
          </Button>
        ) : null}
        {disabled ? null : <Button onClick={() => setCreating(true)}>Create customer</Button>}
      </Inline>
      <CreateCustomerDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(customer) => {
          onChange(customer);
          setCreating(false);
        }}
      />
    </Stack>
  );
}

const NEW_CUSTOMER = { email: '', full_name: '' };

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
  const form = useZodForm(newCustomerSchema, { defaultValues: NEW_CUSTOMER });
  const formSave = useFormSave(form);
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create customer"
      submitLabel="Create customer"
      busy={isSubmitting}
      errors={formSave.errors}
      onSubmit={formSave.submit(async (body) => {
        const customer = await lookup.create(body);
        toast.success(INVOICE_ORDERS_MESSAGES.customerCreated);
        form.reset(NEW_CUSTOMER);
        onCreated(customer);
      })}
    >
      <Field label="Customer email" required error={errors.email?.message}>
        <EmailInput
          value={form.watch('email')}
          onValueChange={(email) => form.setValue('email', email, { shouldDirty: true })}
        />
      </Field>
      <Field label="Full name">
        <Input {...form.register('full_name')} maxLength={200} />
      </Field>
    </FormDialog>
  );
}
