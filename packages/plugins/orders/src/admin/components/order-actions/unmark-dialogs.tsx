import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { ORDERS_MESSAGES } from '../../../contract';
import type { ItemQuantity, Order, OrderFulfilment } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import { QuantityRows, chosenItems, fullQuantities } from './quantity-rows';
import type { QuantityRow } from './quantity-rows';
import type { ShipmentDialogProps } from './tracking-dialog';

function rowsOf(order: Order, items: readonly ItemQuantity[]): QuantityRow[] {
  return items.map((q) => {
    const item = order.items?.find((it) => it.id === q.item_id);
    return {
      itemId: q.item_id,
      title: item?.title ?? `#${q.item_id}`,
      variant: item?.variant ?? '',
      max: q.quantity,
    };
  });
}

/** Only the chosen quantities when some were lowered; nothing (the whole step) otherwise. */
function partOf(rows: readonly QuantityRow[], value: Record<number, number | null>) {
  const items = chosenItems(value);
  const whole = rows.every((r) => items.find((q) => q.item_id === r.itemId)?.quantity === r.max);
  return { items, whole };
}

export interface FulfilmentDialogProps {
  order: Order;
  fulfilment: OrderFulfilment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Un-mark fulfilled": quantities move back to not fulfilled (spec 2 §4, spec 3 §4). */
export function UnfulfilDialog({ order, fulfilment, open, onOpenChange }: FulfilmentDialogProps) {
  const toast = useToast();
  const rows = rowsOf(order, fulfilment.items);
  const [quantities, setQuantities] = useState(() => fullQuantities(rows));
  const unfulfil = useOrderAction((client, items: ItemQuantity[] | undefined) =>
    client.unfulfil({ params: { id: order.id, fid: fulfilment.id }, body: items ? { items } : {} }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Un-mark fulfilled"
      submitLabel="Un-mark fulfilled"
      tone="danger"
      onSubmit={async (): Promise<Record<string, string> | void> => {
        const { items, whole } = partOf(rows, quantities);
        if (items.length === 0) return { items: ORDERS_MESSAGES.quantityRequired };
        await unfulfil.mutateAsync(whole ? undefined : items);
        toast.success(ORDERS_MESSAGES.movedBack);
      }}
    >
      <QuantityRows rows={rows} value={quantities} onChange={setQuantities} />
    </ActionDialog>
  );
}

/** "Un-mark shipped": quantities move back to sent to fulfilment (spec 2 §4, spec 3 §4). */
export function UnshipDialog({ order, shipment, open, onOpenChange }: ShipmentDialogProps) {
  const toast = useToast();
  const rows = rowsOf(order, shipment.items);
  const [quantities, setQuantities] = useState(() => fullQuantities(rows));
  const unship = useOrderAction((client, items: ItemQuantity[] | undefined) =>
    client.unship({ params: { id: order.id, sid: shipment.id }, body: items ? { items } : {} }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Un-mark shipped"
      submitLabel="Un-mark shipped"
      tone="danger"
      onSubmit={async (): Promise<Record<string, string> | void> => {
        const { items, whole } = partOf(rows, quantities);
        if (items.length === 0) return { items: ORDERS_MESSAGES.quantityRequired };
        await unship.mutateAsync(whole ? undefined : items);
        toast.success(ORDERS_MESSAGES.movedBack);
      }}
    >
      <QuantityRows rows={rows} value={quantities} onChange={setQuantities} />
    </ActionDialog>
  );
}
