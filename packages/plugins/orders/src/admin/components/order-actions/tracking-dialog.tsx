import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { ORDERS_MESSAGES } from '../../../contract';
import type { Order, OrderShipment, TrackingBody } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import { TrackingFields } from './ship-dialog';

export interface ShipmentDialogProps {
  order: Order;
  shipment: OrderShipment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Edit tracking" of one shipment ('Shipments modified successfully.', spec 3 §8). */
export function TrackingDialog({ order, shipment, open, onOpenChange }: ShipmentDialogProps) {
  const toast = useToast();
  const [trackingNumber, setTrackingNumber] = useState(shipment.tracking_number);
  const [carrier, setCarrier] = useState(shipment.shipping_carrier ? String(shipment.shipping_carrier) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useOrderAction((client, body: TrackingBody) =>
    client.updateTracking({ params: { id: order.id, sid: shipment.id }, body }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit tracking"
      submitLabel="Save"
      fields={['tracking_number', 'shipping_carrier']}
      onErrors={setErrors}
      onSubmit={async (): Promise<Record<string, string> | void> => {
        const tracking = trackingNumber.trim();
        if (tracking && !carrier) return { shipping_carrier: ORDERS_MESSAGES.carrierRequired };
        await update.mutateAsync({
          tracking_number: tracking,
          shipping_carrier: carrier ? Number(carrier) : null,
        });
        toast.success(ORDERS_MESSAGES.shipmentsModified);
      }}
    >
      <TrackingFields
        trackingNumber={trackingNumber}
        onTrackingNumberChange={setTrackingNumber}
        carrier={carrier}
        onCarrierChange={setCarrier}
        errors={errors}
        enabled={open}
      />
    </ActionDialog>
  );
}
