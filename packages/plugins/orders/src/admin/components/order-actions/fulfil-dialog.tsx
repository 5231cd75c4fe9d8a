import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { Field, Select } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import type { FulfilBody, Order } from '../../../contract';
import { useOrderAction, useWarehouses } from '../../data';
import { ActionDialog } from './action-dialog';
import { QuantityRows, chosenItems, fullQuantities } from './quantity-rows';
import type { QuantityRow } from './quantity-rows';

export interface OrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Items of an order with something left to send to fulfilment. */
export function fulfilRows(order: Order): QuantityRow[] {
  return (order.items ?? [])
    .filter((it) => it.status.not_fulfilled > 0)
    .map((it) => ({ itemId: it.id, title: it.title, variant: it.variant, max: it.status.not_fulfilled }));
}

/**
 * "Mark as fulfilled" (spec 2 §4: mark sent to fulfilment, per item quantity and warehouse).
 * The warehouse is asked only when a chosen item tracks inventory and the store has
 * warehouses (spec 2 §5: 'Error. Warehouse can not be empty.').
 */
export function FulfilDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const rows = fulfilRows(order);
  const [quantities, setQuantities] = useState(() => fullQuantities(rows));
  const [warehouse, setWarehouse] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warehouses = useWarehouses(open).data ?? [];
  const fulfil = useOrderAction((client, body: FulfilBody) =>
    client.fulfil({ params: { id: order.id }, body }),
  );

  const items = chosenItems(quantities);
  const tracked = items.some((q) => order.items?.find((it) => it.id === q.item_id)?.track_inventory);
  const needsWarehouse = tracked && warehouses.length > 0;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as fulfilled"
      submitLabel="Mark as fulfilled"
      fields={['warehouse_id']}
      onErrors={setErrors}
      onSubmit={async (): Promise<Record<string, string> | void> => {
        if (items.length === 0) return { items: ORDERS_MESSAGES.quantityRequired };
        if (needsWarehouse && !warehouse) return { warehouse_id: ORDERS_MESSAGES.warehouseRequired };
        await fulfil.mutateAsync({ items, warehouse_id: needsWarehouse ? Number(warehouse) : null });
        toast.success(ORDERS_MESSAGES.fulfilled);
      }}
    >
      <QuantityRows rows={rows} value={quantities} onChange={setQuantities} />
      {needsWarehouse ? (
        <Field label="Warehouse" required error={errors.warehouse_id}>
          <Select
            placeholder="Select a warehouse"
            value={warehouse}
            onValueChange={setWarehouse}
            options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
          />
        </Field>
      ) : null}
    </ActionDialog>
  );
}
