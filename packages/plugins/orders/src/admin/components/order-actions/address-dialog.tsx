import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { Field, Input } from '@storeroom/ui';
import { ADDRESS_FIELDS, ORDERS_MESSAGES } from '../../../contract';
import type { AddressField, Order, OrderAddress } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';

export const ADDRESS_LABELS: Record<AddressField, string> = {
  full_name: 'Full name',
  company: 'Company',
  street: 'Street',
  suite: 'Suite',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
  phone: 'Phone',
};

export type AddressKind = 'shipping' | 'billing';

export interface AddressDialogProps {
  order: Order;
  kind: AddressKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit the shipping or billing address of an order (allow_edit, spec 3 §6). */
export function AddressDialog({ order, kind, open, onOpenChange }: AddressDialogProps) {
  const toast = useToast();
  const key = kind === 'shipping' ? 'shipping_address' : 'billing_address';
  const [value, setValue] = useState<OrderAddress>(() => ({ ...order[key] }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useOrderAction((client, address: OrderAddress) =>
    client.updateAddress({ params: { id: order.id }, body: { [key]: address } }),
  );
  const title = kind === 'shipping' ? 'Edit shipping address' : 'Edit billing address';
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel="Save"
      fields={ADDRESS_FIELDS.map((f) => `${key}.${f}`)}
      onErrors={setErrors}
      onSubmit={async (): Promise<Record<string, string> | void> => {
        await update.mutateAsync(value);
        toast.success(ORDERS_MESSAGES.customerUpdated);
      }}
    >
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: '1fr 1fr' }}>
        {ADDRESS_FIELDS.map((field) => (
          <Field key={field} label={ADDRESS_LABELS[field]} error={errors[`${key}.${field}`]}>
            <Input
              value={value[field] ?? ''}
              onChange={(e) => setValue({ ...value, [field]: e.target.value })}
            />
          </Field>
        ))}
      </div>
    </ActionDialog>
  );
}
