import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { Checkbox, Field, Input, Select } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import type { Order, ShipBody } from '../../../contract';
import { useCarriers, useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';
import { QuantityRows, chosenItems, fullQuantities } from './quantity-rows';
import type { QuantityRow } from './quantity-rows';

/** Items sent to fulfilment and not shipped yet (gift cards never ship, spec 3 §4). */
export function shipRows(order: Order): QuantityRow[] {
  return (order.items ?? [])
    .filter((it) => it.status.fulfilled > 0 && !it.is_giftcard)
    .map((it) => ({ itemId: it.id, title: it.title, variant: it.variant, max: it.status.fulfilled }));
}

export interface TrackingFieldsProps {
  trackingNumber: string;
  onTrackingNumberChange: (value: string) => void;
  carrier: string;
  onCarrierChange: (value: string) => void;
  errors: Record<string, string>;
  enabled: boolean;
}

/** Tracking number and carrier (carriers from `/carriers`, 200). */
export function TrackingFields(props: TrackingFieldsProps) {
  const carriers = useCarriers(props.enabled).data ?? [];
  return (
    <>
      <Field label="Tracking number" error={props.errors.tracking_number}>
        <Input value={props.trackingNumber} onChange={(e) => props.onTrackingNumberChange(e.target.value)} />
      </Field>
      <Field label="Carrier" error={props.errors.shipping_carrier}>
        <Select
          placeholder="Select a Carrier"
          value={props.carrier}
          onValueChange={props.onCarrierChange}
          options={carriers.map((c) => ({ value: String(c.id), label: c.title }))}
        />
      </Field>
    </>
  );
}

/**
 * "Mark as shipped" (spec 2 §4): quantities, tracking number and carrier; a tracking number
 * needs a carrier ('Select a Carrier field is required.', spec 2 §5).
 */
export function ShipDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const rows = shipRows(order);
  const [quantities, setQuantities] = useState(() => fullQuantities(rows));
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState('');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ship = useOrderAction((client, body: ShipBody) => client.ship({ params: { id: order.id }, body }));

  // One open fulfilment: the shipment belongs to it (un-mark fulfilled then knows it shipped).
  const fulfilments = order.fulfilments ?? [];
  const fulfilmentId = fulfilments.length === 1 ? fulfilments[0]!.id : null;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as shipped"
      submitLabel="Mark as shipped"
      fields={['tracking_number', 'shipping_carrier']}
      onErrors={setErrors}
      onSubmit={async (): Promise<Record<string, string> | void> => {
        const items = chosenItems(quantities);
        if (items.length === 0) return { items: ORDERS_MESSAGES.quantityRequired };
        const tracking = trackingNumber.trim();
        if (tracking && !carrier) return { shipping_carrier: ORDERS_MESSAGES.carrierRequired };
        await ship.mutateAsync({
          fulfilment_id: fulfilmentId,
          items,
          tracking_number: tracking,
          shipping_carrier: carrier ? Number(carrier) : null,
          notify,
        });
        toast.success(ORDERS_MESSAGES.shipped);
      }}
    >
      <QuantityRows rows={rows} value={quantities} onChange={setQuantities} />
      <TrackingFields
        trackingNumber={trackingNumber}
        onTrackingNumberChange={setTrackingNumber}
        carrier={carrier}
        onCarrierChange={setCarrier}
        errors={errors}
        enabled={open}
      />
      <Checkbox label="Notify customer" checked={notify} onCheckedChange={(v) => setNotify(v === true)} />
    </ActionDialog>
  );
}
