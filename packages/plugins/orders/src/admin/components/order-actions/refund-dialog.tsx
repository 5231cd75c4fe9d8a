import { z } from 'zod';
import { useFormat, useToast } from '@storeroom/core';
import { Checkbox, Field, MoneyInput, NumberInput, Stack } from '@storeroom/ui';
import {
  ORDERS_MESSAGES,
  defaultRefund,
  formatMessage,
  refundBodySchema,
  refundProblem,
} from '../../../contract';
import type { Order, RefundBody } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';
import { useActionForm } from './use-action-form';

/** A shipped quantity that a refund can still return to stock. */
export interface RestockLine {
  key: string;
  shipmentId: number;
  itemId: number;
  title: string;
  max: number;
}

/** Shipped quantities not restocked yet, per shipment and item (spec 2 §4 "restock shipped items"). */
export function restockLines(order: Order): RestockLine[] {
  const lines: RestockLine[] = [];
  for (const shipment of order.shipments ?? []) {
    for (const q of shipment.items) {
      const item = order.items?.find((it) => it.id === q.item_id);
      if (!item || item.is_giftcard) continue;
      const restocked = (order.restocks ?? [])
        .filter((r) => r.shipment_id === shipment.id)
        .flatMap((r) => r.items)
        .filter((r) => r.item_id === q.item_id)
        .reduce((n, r) => n + r.quantity, 0);
      const max = Math.min(q.quantity - restocked, item.status.shipped);
      if (max > 0)
        lines.push({
          key: `${shipment.id}:${q.item_id}`,
          shipmentId: shipment.id,
          itemId: q.item_id,
          title: item.title,
          max,
        });
    }
  }
  return lines;
}

/**
 * "Refund" (spec 2 §4, §5): the amount defaults to total minus already refunded (integer minor
 * units, so already whole cents); the input shows it as a decimal amount; shipped items can be restocked; the customer can be notified. The form's values
 * become the contract's body, checked by its schema ('Refund value isn't filled.').
 */
export function RefundDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const format = useFormat();
  const left = defaultRefund(order);
  const lines = restockLines(order);
  const refund = useOrderAction((client, body: RefundBody) =>
    client.refund({ params: { id: order.id }, body }),
  );
  const schema = z
    .object({
      /** Integer minor units (MoneyInput gives them). */
      refund: z.number().int().nullable(),
      restock: z.boolean(),
      restock_quantities: z.record(z.string(), z.number().nullable()),
      notify: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (value.refund === null)
        ctx.addIssue({ code: 'custom', path: ['refund'], message: ORDERS_MESSAGES.refundRequired });
      else if (refundProblem(value.refund, left) === 'tooLarge')
        ctx.addIssue({
          code: 'custom',
          path: ['refund'],
          message: formatMessage(ORDERS_MESSAGES.refundTooLarge, { max: format.money(left, order.currency) }),
        });
    })
    .transform((value): RefundBody => ({
      refund: value.refund ?? 0,
      notify: value.notify,
      shipments: value.restock ? restockShipments(lines, value.restock_quantities) : [],
    }))
    .pipe(refundBodySchema);

  const { form, action } = useActionForm(
    schema,
    {
      refund: left,
      restock: false,
      restock_quantities: Object.fromEntries(lines.map((l) => [l.key, l.max])),
      notify: true,
    },
    async (body) => {
      await refund.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.refunded);
    },
    () => onOpenChange(false),
  );
  const restock = form.watch('restock');
  const quantities = form.watch('restock_quantities');

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund"
      submitLabel="Refund"
      tone="danger"
      action={action}
    >
      <p>{`Total ${format.money(order.total, order.currency)}, already refunded ${format.money(order.refunded, order.currency)}.`}</p>
      <Field label="Refund amount" required error={form.formState.errors.refund?.message}>
        <MoneyInput
          currency={order.currency}
          min={0}
          value={form.watch('refund')}
          onValueChange={(next) =>
            form.setValue('refund', next, { shouldValidate: form.formState.isSubmitted })
          }
        />
      </Field>
      {lines.length > 0 ? (
        <Checkbox
          label="Restock shipped items"
          checked={restock}
          onCheckedChange={(v) => form.setValue('restock', v === true)}
        />
      ) : null}
      {restock ? (
        <Stack role="group" aria-label="Restock" gap={2}>
          {lines.map((l) => (
            <Field key={l.key} label={`Restock quantity of ${l.title}`} hint={`${l.max} shipped`}>
              <NumberInput
                decimals={0}
                min={0}
                max={l.max}
                value={quantities[l.key] ?? null}
                onValueChange={(v) => form.setValue('restock_quantities', { ...quantities, [l.key]: v })}
              />
            </Field>
          ))}
        </Stack>
      ) : null}
      <Checkbox
        label="Notify customer"
        checked={form.watch('notify')}
        onCheckedChange={(v) => form.setValue('notify', v === true)}
      />
    </ActionDialog>
  );
}

/** The chosen restock quantities per shipment, as the refund call takes them (empty ones left out). */
function restockShipments(lines: readonly RestockLine[], quantities: Record<string, number | null>) {
  return [...new Set(lines.map((l) => l.shipmentId))]
    .map((shipmentId) => ({
      shipment_id: shipmentId,
      items: lines
        .filter((l) => l.shipmentId === shipmentId && (quantities[l.key] ?? 0) > 0)
        .map((l) => ({ item_id: l.itemId, quantity: quantities[l.key]! })),
    }))
    .filter((s) => s.items.length > 0);
}
