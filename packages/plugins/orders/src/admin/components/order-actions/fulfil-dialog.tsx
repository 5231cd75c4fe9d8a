import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useToast } from '@storeroom/core';
import { Field, FormErrors, Select, Stack } from '@storeroom/ui';
import { ORDERS_MESSAGES, fulfilBodySchema } from '../../../contract';
import type { FulfilBody, Order } from '../../../contract';
import { useOrderAction, useWarehouses } from '../../data';
import { ActionDialog } from './action-dialog';
import { QuantityRows, chosenItems, fullQuantities, messageOf, quantitiesSchema } from './quantity-rows';
import type { Quantities, QuantityRow } from './quantity-rows';
import { useActionForm } from './use-action-form';

/**
 * The inventory area's warehouses page (its manifest's route), linked by URL: where a store
 * without a warehouse creates one before sending tracked items to fulfilment.
 */
export const WAREHOUSES_PATH = '/admin/products/inventory/warehouses';

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

/** Whether a chosen item tracks inventory (then a warehouse is asked). */
function tracksInventory(order: Order, quantities: Quantities): boolean {
  return chosenItems(quantities).some((q) => order.items?.find((it) => it.id === q.item_id)?.track_inventory);
}

/**
 * "Mark as fulfilled" (spec 2 §4: mark sent to fulfilment, per item quantity and warehouse).
 * The warehouse is asked only when a chosen item tracks inventory and the store has
 * warehouses (spec 2 §5: 'Error. Warehouse can not be empty.'). When the store has none and
 * the server asks for one, its message is shown with a link to create a warehouse.
 */
export function FulfilDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const rows = fulfilRows(order);
  const warehouses = useWarehouses(open).data ?? [];
  const hasWarehouses = warehouses.length > 0;
  const fulfil = useOrderAction((client, body: FulfilBody) =>
    client.fulfil({ params: { id: order.id }, body }),
  );
  // The form's values become the contract's body, checked by its schema.
  const schema = useMemo(
    () =>
      z
        .object({ quantities: quantitiesSchema, warehouse_id: z.number().nullable() })
        .superRefine((value, ctx) => {
          if (hasWarehouses && tracksInventory(order, value.quantities) && value.warehouse_id === null)
            ctx.addIssue({
              code: 'custom',
              path: ['warehouse_id'],
              message: ORDERS_MESSAGES.warehouseRequired,
            });
        })
        .transform((value): FulfilBody => ({
          items: chosenItems(value.quantities),
          warehouse_id: hasWarehouses && tracksInventory(order, value.quantities) ? value.warehouse_id : null,
        }))
        .pipe(fulfilBodySchema),
    [hasWarehouses, order],
  );
  const { form, action } = useActionForm(
    schema,
    { quantities: fullQuantities(rows), warehouse_id: null },
    async (body) => {
      await fulfil.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.fulfilled);
    },
    () => onOpenChange(false),
  );
  const quantities = form.watch('quantities');
  const warehouse = form.watch('warehouse_id');
  const needsWarehouse = hasWarehouses && tracksInventory(order, quantities);
  // No select to carry it: the server's warehouse error is shown on the form, with the way out.
  const warehouseError = needsWarehouse ? undefined : form.formState.errors.warehouse_id?.message;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as fulfilled"
      submitLabel="Mark as fulfilled"
      action={action}
    >
      <QuantityRows
        rows={rows}
        value={quantities}
        onChange={(next) => form.setValue('quantities', next, { shouldValidate: form.formState.isSubmitted })}
        error={messageOf(form.getFieldState('quantities', form.formState).error)}
      />
      {needsWarehouse ? (
        <Field label="Warehouse" required error={form.formState.errors.warehouse_id?.message}>
          <Select
            placeholder="Select a warehouse"
            value={warehouse === null ? '' : String(warehouse)}
            onValueChange={(next) =>
              form.setValue('warehouse_id', next ? Number(next) : null, {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
          />
        </Field>
      ) : null}
      {warehouseError ? (
        <Stack gap={1} align="start">
          <FormErrors messages={[warehouseError]} />
          <RouterLink to={WAREHOUSES_PATH}>Create a warehouse</RouterLink>
        </Stack>
      ) : null}
    </ActionDialog>
  );
}
