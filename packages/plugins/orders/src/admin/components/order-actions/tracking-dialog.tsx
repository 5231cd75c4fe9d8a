import { z } from 'zod';
import { useToast } from '@storeroom/core';
import { ORDERS_MESSAGES, trackingBodySchema } from '../../../contract';
import type { Order, OrderShipment, TrackingBody } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import { TrackingFields, trackingFormShape } from './ship-dialog';
import { useActionForm } from './use-action-form';

export interface ShipmentDialogProps {
  order: Order;
  shipment: OrderShipment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The tracking form's values, checked by the contract's body schema. */
const trackingFormSchema = z
  .object(trackingFormShape)
  .transform((value): TrackingBody => value)
  .pipe(trackingBodySchema);

/** "Edit tracking" of one shipment ('Shipments modified successfully.', spec 3 §8). */
export function TrackingDialog({ order, shipment, open, onOpenChange }: ShipmentDialogProps) {
  const toast = useToast();
  const update = useOrderAction((client, body: TrackingBody) =>
    client.updateTracking({ params: { id: order.id, sid: shipment.id }, body }),
  );
  const { form, action } = useActionForm(
    trackingFormSchema,
    {
      tracking_number: shipment.tracking_number,
      shipping_carrier: shipment.shipping_carrier ?? null,
    },
    async (body) => {
      await update.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.shipmentsModified);
    },
    () => onOpenChange(false),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit tracking"
      submitLabel="Save"
      action={action}
    >
      <TrackingFields
        trackingNumber={form.register('tracking_number')}
        carrier={form.watch('shipping_carrier')}
        onCarrierChange={(next) =>
          form.setValue('shipping_carrier', next, { shouldValidate: form.formState.isSubmitted })
        }
        errors={form.formState.errors}
        enabled={open}
        current={
          shipment.shipping_carrier === null
            ? null
            : { id: shipment.shipping_carrier, title: shipment.carrier_title }
        }
      />
    </ActionDialog>
  );
}
