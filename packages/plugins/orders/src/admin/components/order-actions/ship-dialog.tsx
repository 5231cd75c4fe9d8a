import { z } from 'zod';
import { useToast } from '@storeroom/core';
import type { useZodForm } from '@storeroom/core';
import { Checkbox, Field, Input, Select } from '@storeroom/ui';
import { ORDERS_MESSAGES, shipBodySchema } from '../../../contract';
import type { Order, ShipBody } from '../../../contract';
import { useCarriers, useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';
import { QuantityRows, chosenItems, fullQuantities, messageOf, quantitiesSchema } from './quantity-rows';
import type { QuantityRow } from './quantity-rows';
import { useActionForm } from './use-action-form';

/** Items sent to fulfilment and not shipped yet (gift cards never ship, spec 3 §4). */
export function shipRows(order: Order): QuantityRow[] {
  return (order.items ?? [])
    .filter((it) => it.status.fulfilled > 0 && !it.is_giftcard)
    .map((it) => ({ itemId: it.id, title: it.title, variant: it.variant, max: it.status.fulfilled }));
}

/** The tracking part of a form: the number as typed and the carrier's id (none yet: null). */
export const trackingFormShape = {
  tracking_number: z.string(),
  shipping_carrier: z.number().nullable(),
};

type Registered = ReturnType<ReturnType<typeof useZodForm>['register']>;

export interface TrackingFieldsProps {
  /** The tracking number input's registration (`form.register('tracking_number')`). */
  trackingNumber: Registered;
  carrier: number | null;
  onCarrierChange: (value: number | null) => void;
  errors: { tracking_number?: { message?: string }; shipping_carrier?: { message?: string } };
  enabled: boolean;
  /** The carrier a shipment already names: offered even once it is deleted (it keeps it). */
  current?: { id: number; title: string } | null;
}

/** Tracking number and carrier (the carriers not deleted, `GET /orders/carriers`). */
export function TrackingFields({
  trackingNumber,
  carrier,
  onCarrierChange,
  errors,
  enabled,
  current = null,
}: TrackingFieldsProps) {
  const active = useCarriers(enabled).data ?? [];
  const carriers = current && !active.some((c) => c.id === current.id) ? [current, ...active] : active;
  return (
    <>
      <Field label="Tracking number" error={errors.tracking_number?.message}>
        <Input {...trackingNumber} />
      </Field>
      <Field label="Carrier" error={errors.shipping_carrier?.message}>
        <Select
          placeholder="Select a Carrier"
          value={carrier === null ? '' : String(carrier)}
          onValueChange={(next) => onCarrierChange(next ? Number(next) : null)}
          options={carriers.map((c) => ({ value: String(c.id), label: c.title }))}
        />
      </Field>
    </>
  );
}

/**
 * "Mark as shipped" (spec 2 §4): quantities, tracking number and carrier; a tracking number
 * needs a carrier ('Select a Carrier field is required.', spec 2 §5: the contract's rule).
 */
export function ShipDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const rows = shipRows(order);
  const ship = useOrderAction((client, body: ShipBody) => client.ship({ params: { id: order.id }, body }));

  // One open fulfilment: the shipment belongs to it (un-mark fulfilled then knows it shipped).
  const fulfilments = order.fulfilments ?? [];
  const fulfilmentId = fulfilments.length === 1 ? fulfilments[0]!.id : null;
  const schema = z
    .object({ quantities: quantitiesSchema, ...trackingFormShape, notify: z.boolean() })
    .transform(({ quantities, ...rest }): ShipBody => ({
      fulfilment_id: fulfilmentId,
      items: chosenItems(quantities),
      ...rest,
    }))
    .pipe(shipBodySchema);

  const { form, action } = useActionForm(
    schema,
    {
      quantities: fullQuantities(rows),
      tracking_number: '',
      shipping_carrier: null,
      notify: true,
    },
    async (body) => {
      await ship.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.shipped);
    },
    () => onOpenChange(false),
  );
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as shipped"
      submitLabel="Mark as shipped"
      action={action}
    >
      <QuantityRows
        rows={rows}
        value={form.watch('quantities')}
        onChange={(next) => form.setValue('quantities', next, revalidate)}
        error={messageOf(form.getFieldState('quantities', form.formState).error)}
      />
      <TrackingFields
        trackingNumber={form.register('tracking_number')}
        carrier={form.watch('shipping_carrier')}
        onCarrierChange={(next) => form.setValue('shipping_carrier', next, revalidate)}
        errors={form.formState.errors}
        enabled={open}
      />
      <Checkbox
        label="Notify customer"
        checked={form.watch('notify')}
        onCheckedChange={(v) => form.setValue('notify', v === true)}
      />
    </ActionDialog>
  );
}
