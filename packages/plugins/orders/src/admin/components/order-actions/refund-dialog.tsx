import { useState } from 'react';
import { useFormat, useToast } from '@storeroom/core';
import { Checkbox, Field, MoneyInput, NumberInput } from '@storeroom/ui';
import { ORDERS_MESSAGES, defaultRefund, formatMessage, roundMoney } from '../../../contract';
import type { Order, RefundBody } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';

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
 * "Refund" (spec 2 §4, §5): the amount defaults to total minus already refunded, rounded to
 * cents; shipped items can be restocked; the customer can be notified.
 */
export function RefundDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const format = useFormat();
  const left = defaultRefund(order);
  const lines = restockLines(order);
  const [amount, setAmount] = useState<number | null>(left);
  const [restock, setRestock] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(lines.map((l) => [l.key, l.max])),
  );
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refund = useOrderAction((client, body: RefundBody) =>
    client.refund({ params: { id: order.id }, body }),
  );

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund"
      submitLabel="Refund"
      tone="danger"
      fields={['refund']}
      onErrors={setErrors}
      onSubmit={async (): Promise<Record<string, string> | void> => {
        if (amount === null) return { refund: ORDERS_MESSAGES.refundRequired };
        if (amount <= 0) return { refund: ORDERS_MESSAGES.refundPositive };
        if (roundMoney(amount) > left)
          return {
            refund: formatMessage(ORDERS_MESSAGES.refundTooLarge, {
              max: format.money(left, order.currency),
            }),
          };
        const shipments = restock
          ? [...new Set(lines.map((l) => l.shipmentId))]
              .map((shipmentId) => ({
                shipment_id: shipmentId,
                items: lines
                  .filter((l) => l.shipmentId === shipmentId && (quantities[l.key] ?? 0) > 0)
                  .map((l) => ({ item_id: l.itemId, quantity: quantities[l.key]! })),
              }))
              .filter((s) => s.items.length > 0)
          : [];
        await refund.mutateAsync({ refund: roundMoney(amount), notify, shipments });
        toast.success(ORDERS_MESSAGES.refunded);
      }}
    >
      <p>{`Total ${format.money(order.total, order.currency)}, already refunded ${format.money(order.refunded, order.currency)}.`}</p>
      <Field label="Refund amount" required error={errors.refund}>
        <MoneyInput currency={order.currency} min={0} value={amount} onValueChange={setAmount} />
      </Field>
      {lines.length > 0 ? (
        <Checkbox
          label="Restock shipped items"
          checked={restock}
          onCheckedChange={(v) => setRestock(v === true)}
        />
      ) : null}
      {restock ? (
        <div role="group" aria-label="Restock" style={{ display: 'grid', gap: 8 }}>
          {lines.map((l) => (
            <Field key={l.key} label={`Restock quantity of ${l.title}`} hint={`${l.max} shipped`}>
              <NumberInput
                decimals={0}
                min={0}
                max={l.max}
                value={quantities[l.key] ?? null}
                onValueChange={(v) => setQuantities({ ...quantities, [l.key]: v })}
              />
            </Field>
          ))}
        </div>
      ) : null}
      <Checkbox label="Notify customer" checked={notify} onCheckedChange={(v) => setNotify(v === true)} />
    </ActionDialog>
  );
}
