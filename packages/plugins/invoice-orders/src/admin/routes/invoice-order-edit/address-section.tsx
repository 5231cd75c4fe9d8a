import { useState } from 'react';
import { errorMessages, useConfirm, useToast } from '@storeroom/core';
import { Button, Card, Field, FormErrors, Input, Switch } from '@storeroom/ui';
import { addressSchema, INVOICE_ORDERS_MESSAGES } from '../../../contract';
import type { Address, InvoiceOrderItem } from '../../../contract';
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

function AddressFields({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Address;
  onChange: (value: Address) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{legend}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 8 }}>
        {FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            <Input value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

export interface AddressSectionProps {
  invoice: InvoiceOrderItem;
  /** Unpaid and allowed to update (spec 2 §4: an unpaid saved order shows an editable address). */
  editable: boolean;
  onChanged: (address: InvoiceOrderItem['address']) => void;
}

/** The address cards of a saved invoice: add, edit and delete while unpaid (spec 2 §5 same billing). */
export function AddressSection({ invoice, editable, onChanged }: AddressSectionProps) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const confirm = useConfirm();
  const address = invoice.address;
  const [editing, setEditing] = useState(false);
  const [shipping, setShipping] = useState<Address>(address?.shipping ?? EMPTY);
  const [billing, setBilling] = useState<Address>(address?.billing ?? EMPTY);
  const [same, setSame] = useState(address?.same_billing ?? true);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setShipping(address?.shipping ?? EMPTY);
    setBilling(address?.billing ?? EMPTY);
    setSame(address?.same_billing ?? true);
    setGeneral([]);
    setEditing(true);
  };

  const save = async () => {
    setBusy(true);
    setGeneral([]);
    const body = { shipping, same_billing: same, ...(same ? {} : { billing }) };
    try {
      const params = { id: invoice.id };
      const saved = address
        ? await api.updateAddress({ params, body })
        : await api.createAddress({ params, body });
      toast.success(INVOICE_ORDERS_MESSAGES.addressSaved);
      setEditing(false);
      onChanged(saved);
    } catch (error) {
      setGeneral(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

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
        <AddressFields legend="Shipping address" value={shipping} onChange={setShipping} />
        <div style={{ margin: '12px 0' }}>
          <Switch label="Billing address same as shipping" checked={same} onCheckedChange={setSame} />
        </div>
        {same ? null : <AddressFields legend="Billing address" value={billing} onChange={setBilling} />}
        <FormErrors messages={general} />
        <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save address
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card
      title="Address"
      aria-label="Address"
      actions={
        editable ? (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={start}>{address ? 'Edit address' : 'Add address'}</Button>
            {address ? (
              <Button variant="danger" onClick={() => void remove()}>
                Delete address
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      {address ? (
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: 16 }}
        >
          <section aria-label="Shipping address">
            <h3>Shipping address</h3>
            {formatAddress(address.shipping).map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </section>
          <section aria-label="Billing address">
            <h3>Billing address</h3>
            {address.same_billing ? <div>Same as shipping</div> : null}
            {formatAddress(address.billing).map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </section>
        </div>
      ) : (
        <p>No address yet.</p>
      )}
    </Card>
  );
}
