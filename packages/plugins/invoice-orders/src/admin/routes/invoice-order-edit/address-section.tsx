import { useState } from 'react';
import { errorMessages, useConfirm, useToast, useZodForm, useFormSave } from '@storeroom/core';
import { Button, Card, Field, FormErrors, Grid, Inline, Input, Stack, Switch } from '@storeroom/ui';
import { addressInputSchema, addressSchema, INVOICE_ORDERS_MESSAGES } from '../../../contract';
import type { Address, AddressBody, InvoiceOrderItem } from '../../../contract';
import { useInvoiceOrdersApi } from '../../data';

const FIELDS: [keyof Address, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['company', 'Company'],
  ['street', 'Street'],
  ['suite', 'Suite'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP'],
  ['country', 'Country code'],
  ['phone', 'Phone'],
];

const EMPTY: Address = addressSchema.parse({});

function formatAddress(a: Address): string[] {
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    [a.street, a.suite].filter(Boolean).join(', '),
    [a.city, a.state, a.zip].filter(Boolean).join(', '),
    a.country,
    a.phone,
  ].filter(Boolean);
}

type AddressForm = ReturnType<typeof useZodForm<typeof addressInputSchema>>;

function AddressFields({
  legend,
  form,
  card,
}: {
  legend: string;
  form: AddressForm;
  card: 'shipping' | 'billing';
}) {
  const errors = form.formState.errors[card];
  return (
    <Stack as="fieldset">
      <legend>{legend}</legend>
      <Grid minItemWidth="sm" gap={2}>
        {FIELDS.map(([key, label]) => (
          <Field key={key} label={label} error={errors?.[key]?.message}>
            <Input {...form.register(`${card}.${key}`)} />
          </Field>
        ))}
      </Grid>
    </Stack>
  );
}

export interface AddressSectionProps {
  invoice: InvoiceOrderItem;
  /** Unpaid and allowed to update (spec 2 §4: an unpaid saved order shows an editable address). */
  editable: boolean;
  onChanged: (address: InvoiceOrderItem['address']) => void;
}

const formValues = (address: InvoiceOrderItem['address']): AddressBody => ({
  shipping: address?.shipping ?? EMPTY,
  billing: address?.billing ?? EMPTY,
  same_billing: address?.same_billing ?? true,
});

/** One card of a saved address, its lines. */
function AddressCard({ title, lines, note }: { title: string; lines: string[]; note?: string }) {
  return (
    <Card title={title} headingLevel={3} variant="plain" description={note}>
      <Stack as="address" gap={0}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </Stack>
    </Card>
  );
}

/** The address cards of a saved invoice: add, edit and delete while unpaid (spec 2 §5 same billing). */
export function AddressSection({ invoice, editable, onChanged }: AddressSectionProps) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const confirm = useConfirm();
  const address = invoice.address;
  const [editing, setEditing] = useState(false);
  const form = useZodForm(addressInputSchema, { defaultValues: formValues(address) });
  const formSave = useFormSave(form);
  const same = form.watch('same_billing') ?? true;

  const start = () => {
    form.reset(formValues(address));
    formSave.clear();
    setEditing(true);
  };

  const save = formSave.submit(async ({ shipping, billing, same_billing }) => {
    const body = { shipping, same_billing, ...(same_billing ? {} : { billing }) };
    const params = { id: invoice.id };
    const saved = address
      ? await api.updateAddress({ params, body })
      : await api.createAddress({ params, body });
    toast.success(INVOICE_ORDERS_MESSAGES.addressSaved);
    setEditing(false);
    onChanged(saved);
  });

  const remove = async () => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    try {
      await api.deleteAddress({ params: { id: invoice.id } });
      toast.success(INVOICE_ORDERS_MESSAGES.addressDeleted);
      onChanged(null);
    } catch (error) {
      toast.error(errorMessages(error).join(' '));
    }
  };

  if (editing) {
    return (
      <Card title="Address" aria-label="Address">
        <Stack gap={4}>
          <AddressFields legend="Shipping address" form={form} card="shipping" />
          <Switch
            label="Billing address same as shipping"
            checked={same}
            onCheckedChange={(checked) => form.setValue('same_billing', checked, { shouldDirty: true })}
          />
          {same ? null : <AddressFields legend="Billing address" form={form} card="billing" />}
          <FormErrors messages={formSave.errors} />
          <Inline>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
            <Button variant="primary" loading={form.formState.isSubmitting} onClick={() => void save()}>
              Save address
            </Button>
          </Inline>
        </Stack>
      </Card>
    );
  }

  return (
    <Card
      title="Address"
      aria-label="Address"
      actions={
        editable ? (
          <Inline>
            <Button onClick={start}>{address ? 'Edit address' : 'Add address'}</Button>
            {address ? (
              <Button variant="danger" onClick={() => void remove()}>
                Delete address
              </Button>
            ) : null}
          </Inline>
        ) : null
      }
    >
      {address ? (
        <Grid minItemWidth="md">
          <AddressCard title="Shipping address" lines={formatAddress(address.shipping)} />
          <AddressCard
            title="Billing address"
            lines={formatAddress(address.billing)}
            note={address.same_billing ? 'Same as shipping' : undefined}
          />
        </Grid>
      ) : (
        <p>No address yet.</p>
      )}
    </Card>
  );
}
