import { z } from 'zod';
import { useToast } from '@storeroom/core';
import { ORDERS_MESSAGES } from '../../../contract';
import type { ItemQuantity, Order, OrderFulfilment, OrderShipment } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import { QuantityRows, chosenItems, fullQuantities, messageOf, quantitiesSchema } from './quantity-rows';
import type { Quantities, QuantityRow } from './quantity-rows';
import { useActionForm } from './use-action-form';
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
function partOf(rows: readonly QuantityRow[], value: Quantities): ItemQuantity[] | undefined {
  const items = chosenItems(value);
  const whole = rows.every((r) => items.find((q) => q.item_id === r.itemId)?.quantity === r.max);
  return whole ? undefined : items;
}

/** Sums quantities per item over some steps. */
function sumOf(steps: readonly { items: readonly ItemQuantity[] }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const step of steps)
    for (const l of step.items) sums.set(l.item_id, (sums.get(l.item_id) ?? 0) + l.quantity);
  return sums;
}

/** What is left after `taken`, per item, dropping items with nothing left. */
function leftOf(items: readonly ItemQuantity[], taken: Map<number, number>): ItemQuantity[] {
  return items
    .map((l) => ({ item_id: l.item_id, quantity: l.quantity - (taken.get(l.item_id) ?? 0) }))
    .filter((l) => l.quantity > 0);
}

/**
 * What "Un-mark fulfilled" may move back, per item: the fulfilment's quantities not shipped by
 * its shipments (the server's rule). Empty when everything is shipped.
 */
export function unfulfillable(order: Order, fulfilment: OrderFulfilment): ItemQuantity[] {
  const shipments = (order.shipments ?? []).filter((s) => s.fulfilment_id === fulfilment.id);
  return leftOf(fulfilment.items, sumOf(shipments));
}

/**
 * What "Un-mark shipped" may move back, per item: the shipment's quantities not restocked by
 * a refund (the server's rule). Empty when everything is restocked.
 */
export function unshippable(order: Order, shipment: OrderShipment): ItemQuantity[] {
  const restocks = (order.restocks ?? []).filter((r) => r.shipment_id === shipment.id);
  return leftOf(shipment.items, sumOf(restocks));
}

const moveBackSchema = z.object({ quantities: quantitiesSchema });

interface MoveBackDialogProps {
  order: Order;
  /** What the step holds, per item: each row starts at all of it. */
  items: readonly ItemQuantity[];
  title: 'Un-mark fulfilled' | 'Un-mark shipped';
  /** Moves back these quantities (undefined: the whole step). */
  moveBack: (items: ItemQuantity[] | undefined) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Moves quantities of a fulfilment or shipment back one step (spec 2 §4, spec 3 §4). */
function MoveBackDialog({ order, items, title, moveBack, open, onOpenChange }: MoveBackDialogProps) {
  const toast = useToast();
  const rows = rowsOf(order, items);
  const { form, action } = useActionForm(
    moveBackSchema,
    { quantities: fullQuantities(rows) },
    async ({ quantities }) => {
      await moveBack(partOf(rows, quantities));
      toast.success(ORDERS_MESSAGES.movedBack);
    },
    () => onOpenChange(false),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={title}
      tone="danger"
      action={action}
    >
      <QuantityRows
        rows={rows}
        value={form.watch('quantities')}
        onChange={(next) => form.setValue('quantities', next, { shouldValidate: form.formState.isSubmitted })}
        error={messageOf(form.getFieldState('quantities', form.formState).error)}
      />
    </ActionDialog>
  );
}

export interface FulfilmentDialogProps {
  order: Order;
  fulfilment: OrderFulfilment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Un-mark fulfilled": quantities not shipped move back to not fulfilled (spec 2 §4, spec 3 §4). */
export function UnfulfilDialog({ order, fulfilment, open, onOpenChange }: FulfilmentDialogProps) {
  const unfulfil = useOrderAction((client, items: ItemQuantity[] | undefined) =>
    client.unfulfil({ params: { id: order.id, fid: fulfilment.id }, body: items ? { items } : {} }),
  );
  return (
    <MoveBackDialog
      order={order}
      items={unfulfillable(order, fulfilment)}
      title="Un-mark fulfilled"
      moveBack={(items) => unfulfil.mutateAsync(items)}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

/** "Un-mark shipped": quantities not restocked move back to sent to fulfilment (spec 2 §4, spec 3 §4). */
export function UnshipDialog({ order, shipment, open, onOpenChange }: ShipmentDialogProps) {
  const unship = useOrderAction((client, items: ItemQuantity[] | undefined) =>
    client.unship({ params: { id: order.id, sid: shipment.id }, body: items ? { items } : {} }),
  );
  return (
    <MoveBackDialog
      order={order}
      items={unshippable(order, shipment)}
      title="Un-mark shipped"
      moveBack={(items) => unship.mutateAsync(items)}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
