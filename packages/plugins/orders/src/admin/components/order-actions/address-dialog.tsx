import { useToast } from '@storeroom/core';
import { Field, Grid, Input } from '@storeroom/ui';
import { ADDRESS_FIELDS, ORDERS_MESSAGES, addressBodySchema } from '../../../contract';
import type { AddressBody, AddressField, Order, OrderAddress } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import { useActionForm } from './use-action-form';

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

/** Every part of an address as a text (an absent part is empty). */
function addressValues(address: OrderAddress): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f] ?? ''])) as Record<AddressField, string>;
}

/**
 * Edit the shipping or billing address of an order (allow_edit, spec 3 §6). The form's values
 * are the contract's body (`{ shipping_address }` or `{ billing_address }`), checked by its
 * schema; the server's errors land on the fields of their path.
 */
export function AddressDialog({ order, kind, open, onOpenChange }: AddressDialogProps) {
  const toast = useToast();
  const key = kind === 'shipping' ? 'shipping_address' : 'billing_address';
  const update = useOrderAction((client, body: AddressBody) =>
    client.updateAddress({ params: { id: order.id }, body }),
  );
  const { form, action } = useActionForm(
    addressBodySchema,
    { [key]: addressValues(order[key]) },
    async (body) => {
      await update.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.customerUpdated);
    },
    () => onOpenChange(false),
  );
  const errors = form.formState.errors[key];
  const title = kind === 'shipping' ? 'Edit shipping address' : 'Edit billing address';
  return (
    <ActionDialog open={open} onOpenChange={onOpenChange} title={title} submitLabel="Save" action={action}>
      <Grid columns={2} gap={2}>
        {ADDRESS_FIELDS.map((field) => (
          <Field key={field} label={ADDRESS_LABELS[field]} error={errors?.[field]?.message}>
            <Input {...form.register(`${key}.${field}`)} />
          </Field>
        ))}
      </Grid>
    </ActionDialog>
  );
}
