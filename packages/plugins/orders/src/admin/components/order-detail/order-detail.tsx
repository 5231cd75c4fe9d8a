import { useState } from 'react';
import type { ReactNode } from 'react';
import { Slot, toastError, useConfirm, useFormat, useToast } from '@storeroom/core';
import { Button, Card, Inline, Stack, Textarea, Thumbnail } from '@storeroom/ui';
import {
  ORDER_PANEL_SECTIONS,
  ORDERS_ACTIONS,
  ORDERS_MESSAGES,
  PRINT_POPUP,
  defaultRefund,
  formatMessage,
  ORDER_MARK_PAID_TYPE,
  PAID_STATUS,
} from '../../../contract';
import type { ItemQuantity, Order } from '../../../contract';
import { useOrderAction, useOrdersClient, useWarehouses } from '../../data';
import { useCanOrders } from '../../use-can';
import { AddressDialog } from '../order-actions/address-dialog';
import type { AddressKind } from '../order-actions/address-dialog';
import { CustomerDialog } from '../order-actions/customer-dialog';
import { FulfilDialog, fulfilRows } from '../order-actions/fulfil-dialog';
import { RefundDialog } from '../order-actions/refund-dialog';
import { ShipDialog, shipRows } from '../order-actions/ship-dialog';
import { TrackingDialog } from '../order-actions/tracking-dialog';
import { UnfulfilDialog, UnshipDialog, unfulfillable, unshippable } from '../order-actions/unmark-dialogs';
import { FulfilmentStatusPill, PaidStatusPill } from '../order-status';
import { OrderTimeline } from '../order-timeline';
import { AddressLines, OrderTotals } from '../order-summary';

type Open =
  | { kind: 'fulfil' }
  | { kind: 'ship' }
  | { kind: 'refund' }
  | { kind: 'customer' }
  | { kind: 'address'; address: AddressKind }
  | { kind: 'tracking'; shipmentId: number }
  | { kind: 'unship'; shipmentId: number }
  | { kind: 'unfulfil'; fulfilmentId: number };

/** A titled section of the panel: a region named by its title, actions beside the title. */
function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card variant="plain" title={title} headingLevel={3} actions={actions}>
      {children}
    </Card>
  );
}

/** The quantities of an action, as "Linen shirt × 2, Mug × 1". */
function quantitiesText(items: readonly ItemQuantity[], titleOf: (itemId: number) => string): string {
  return items.map((q) => `${titleOf(q.item_id)} × ${q.quantity}`).join(', ');
}

/** Opens the print view in a 670×900 popup (spec 2 §2). */
export function openPrintView(order: Pick<Order, 'id'>) {
  window.open(
    `/admin/orders/print/${order.id}`,
    `order-print-${order.id}`,
    `popup,width=${PRINT_POPUP.width},height=${PRINT_POPUP.height}`,
  );
}

/**
 * The order detail panel's content (spec 2 §2, §3, §4): statuses, items with images, variants
 * and per-item state; fulfilments, shipments and restocks with their actions; totals and
 * refunded; customer, addresses and notes; the order's history (timeline); receipt resend and
 * print; marking an unpaid order paid (owner and full access: no option grants it); the
 * `orders.panel.sections` slot. Actions are hidden without their option (spec 3 §6):
 * allow_fulfilments (fulfil, ship, un-mark, tracking), allow_refunds (refund), allow_edit
 * (customer, addresses, notes).
 */
export function OrderDetail({ order }: { order: Order }) {
  const format = useFormat();
  const toast = useToast();
  const client = useOrdersClient();
  const canFulfil = useCanOrders(ORDERS_ACTIONS.fulfil);
  const canShip = useCanOrders(ORDERS_ACTIONS.ship);
  const canRefund = useCanOrders(ORDERS_ACTIONS.refund);
  const canEdit = useCanOrders(ORDERS_ACTIONS.edit);
  const canPay = useCanOrders(ORDERS_ACTIONS.pay);
  const confirm = useConfirm();
  const markPaid = useOrderAction((c) =>
    c.pay({ params: { id: order.id }, body: { payment_type: ORDER_MARK_PAID_TYPE } }),
  );
  const warehouses = useWarehouses(canFulfil).data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const [notes, setNotes] = useState(order.notes);
  const [resending, setResending] = useState(false);
  const saveNotes = useOrderAction((c, value: string) => c.orders.update(order.id, { notes: value }));
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const money = (n: number) => format.money(n, order.currency);
  const items = order.items ?? [];
  const titleOf = (itemId: number) => items.find((it) => it.id === itemId)?.title ?? `#${itemId}`;
  const warehouseOf = (id: number | null) => warehouses.find((w) => w.id === id)?.title;
  /** What a fulfilment or restock moved, and the warehouse it went through when known. */
  const movedText = (moved: { items: readonly ItemQuantity[]; warehouse_id: number | null }) => {
    const warehouse = warehouseOf(moved.warehouse_id);
    return `${quantitiesText(moved.items, titleOf)}${warehouse ? ` — ${warehouse}` : ''}`;
  };
  const refundable = order.paid !== PAID_STATUS.notPaid && defaultRefund(order) > 0;

  const resend = async () => {
    setResending(true);
    try {
      const answer = await client.resendReceipt({ params: { id: order.id } });
      toast.success(answer.message || ORDERS_MESSAGES.receiptResent);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setResending(false);
    }
  };

  // spec 2 §4: an unpaid order marked paid records the free payment type; gift cards it
  // bought are then issued and mailed by the gift cards area.
  const pay = async () => {
    const question = formatMessage(ORDERS_MESSAGES.markPaidConfirm, {
      number: order.number,
      email: order.email,
    });
    if (!(await confirm({ title: 'Mark as paid', message: question, confirmLabel: 'Mark as paid' }))) return;
    try {
      await markPaid.mutateAsync(undefined);
      toast.success(formatMessage(ORDERS_MESSAGES.markedPaid, { number: order.number }));
    } catch (error) {
      toastError(toast, error);
    }
  };

  return (
    <Stack gap={5} aria-label={`Order ${order.number}`} role="region">
      <Inline role="group" aria-label="Statuses">
        <PaidStatusPill paid={order.paid} />
        <FulfilmentStatusPill status={order.status} />
        <span className="sr-muted">{format.dateTime(order.order_date)}</span>
      </Inline>
      <Inline role="toolbar" aria-label="Order actions">
        {canPay && order.paid === PAID_STATUS.notPaid ? (
          <Button variant="primary" loading={markPaid.isPending} onClick={() => void pay()}>
            Mark as paid
          </Button>
        ) : null}
        {canFulfil && fulfilRows(order).length > 0 ? (
          <Button variant="primary" onClick={() => setOpen({ kind: 'fulfil' })}>
            Mark as fulfilled
          </Button>
        ) : null}
        {canShip && shipRows(order).length > 0 ? (
          <Button variant="primary" onClick={() => setOpen({ kind: 'ship' })}>
            Mark as shipped
          </Button>
        ) : null}
        {canRefund && refundable ? (
          <Button variant="danger" onClick={() => setOpen({ kind: 'refund' })}>
            Refund
          </Button>
        ) : null}
        <Button onClick={() => openPrintView(order)}>Print</Button>
        {/* Resending is an edit of the order (the server checks `update`, allow_edit). */}
        {canEdit ? (
          <Button loading={resending} onClick={() => void resend()}>
            Resend receipt
          </Button>
        ) : null}
      </Inline>

      <Section title="Items">
        <Stack as="ul" gap={2}>
          {items.map((item) => (
            <Inline as="li" key={item.id} align="start" wrap={false}>
              <Thumbnail src={item.image} alt={item.title} />
              <div>
                <strong>{item.title}</strong>
                {item.variant ? <div className="sr-muted">{item.variant}</div> : null}
                <div>{`${money(item.price)} × ${item.quantity}`}</div>
                <div className="sr-muted" aria-label={`State of ${item.title}`}>
                  {[
                    `Not fulfilled ${item.status.not_fulfilled}`,
                    `Fulfilled ${item.status.fulfilled}`,
                    `Shipped ${item.status.shipped}`,
                    item.status.restocked > 0 ? `Restocked ${item.status.restocked}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
            </Inline>
          ))}
        </Stack>
      </Section>

      {(order.fulfilments ?? []).length > 0 ? (
        <Section title="Fulfilments">
          {(order.fulfilments ?? []).map((f) => (
            <Stack key={f.id} gap={1} align="start">
              <div>{movedText(f)}</div>
              {/* Offered while something of it is not shipped: the server moves back only that. */}
              {canFulfil && unfulfillable(order, f).length > 0 ? (
                <Button variant="ghost" onClick={() => setOpen({ kind: 'unfulfil', fulfilmentId: f.id })}>
                  Un-mark fulfilled
                </Button>
              ) : null}
            </Stack>
          ))}
        </Section>
      ) : null}

      {(order.shipments ?? []).length > 0 ? (
        <Section title="Shipments">
          {(order.shipments ?? []).map((s) => (
            <Stack key={s.id} gap={1}>
              <div>{quantitiesText(s.items, titleOf)}</div>
              <div className="sr-muted">
                {s.tracking_number
                  ? `Tracking ${s.tracking_number}${s.carrier_title ? ` (${s.carrier_title})` : ''}`
                  : 'No tracking number'}
              </div>
              {canShip ? (
                <Inline>
                  <Button variant="ghost" onClick={() => setOpen({ kind: 'tracking', shipmentId: s.id })}>
                    Edit tracking
                  </Button>
                  {/* Offered while something of it is not restocked: the server moves back only that. */}
                  {unshippable(order, s).length > 0 ? (
                    <Button variant="ghost" onClick={() => setOpen({ kind: 'unship', shipmentId: s.id })}>
                      Un-mark shipped
                    </Button>
                  ) : null}
                </Inline>
              ) : null}
            </Stack>
          ))}
        </Section>
      ) : null}

      {(order.restocks ?? []).length > 0 ? (
        <Section title="Restocks">
          {(order.restocks ?? []).map((r) => (
            <div key={r.id}>{movedText(r)}</div>
          ))}
        </Section>
      ) : null}

      <Section title="Totals">
        <OrderTotals order={order} />
      </Section>

      <Section
        title="Customer"
        actions={
          canEdit ? (
            <Button variant="ghost" onClick={() => setOpen({ kind: 'customer' })}>
              Edit customer
            </Button>
          ) : null
        }
      >
        <div>{order.full_name}</div>
        <div>{order.email}</div>
        {order.phone ? <div>{order.phone}</div> : null}
      </Section>

      {(['shipping', 'billing'] as const).map((kind) => (
        <Section
          key={kind}
          title={kind === 'shipping' ? 'Shipping address' : 'Billing address'}
          actions={
            canEdit ? (
              <Button variant="ghost" onClick={() => setOpen({ kind: 'address', address: kind })}>
                {kind === 'shipping' ? 'Edit shipping address' : 'Edit billing address'}
              </Button>
            ) : null
          }
        >
          <AddressLines address={kind === 'shipping' ? order.shipping_address : order.billing_address} />
        </Section>
      ))}

      <Section title="Notes">
        {canEdit ? (
          <Stack
            as="form"
            gap={2}
            aria-label="Notes"
            onSubmit={(event) => {
              event.preventDefault();
              saveNotes.mutate(notes, {
                onSuccess: () => toast.success('Notes saved.'),
                onError: (error) => toastError(toast, error),
              });
            }}
          >
            <Textarea aria-label="Notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
            <Inline>
              <Button type="submit" loading={saveNotes.isPending} disabled={notes === order.notes}>
                Save notes
              </Button>
            </Inline>
          </Stack>
        ) : (
          <p>{order.notes || <span className="sr-muted">No notes</span>}</p>
        )}
      </Section>

      <OrderTimeline orderId={order.id} />

      <Slot slot={ORDER_PANEL_SECTIONS} props={{ orderId: order.id }} />

      {open?.kind === 'fulfil' ? <FulfilDialog order={order} open onOpenChange={close} /> : null}
      {open?.kind === 'ship' ? <ShipDialog order={order} open onOpenChange={close} /> : null}
      {open?.kind === 'refund' ? <RefundDialog order={order} open onOpenChange={close} /> : null}
      {open?.kind === 'customer' ? <CustomerDialog order={order} open onOpenChange={close} /> : null}
      {open?.kind === 'address' ? (
        <AddressDialog order={order} kind={open.address} open onOpenChange={close} />
      ) : null}
      {open?.kind === 'tracking' || open?.kind === 'unship'
        ? (() => {
            const shipment = order.shipments?.find((s) => s.id === open.shipmentId);
            if (!shipment) return null;
            return open.kind === 'tracking' ? (
              <TrackingDialog order={order} shipment={shipment} open onOpenChange={close} />
            ) : (
              <UnshipDialog order={order} shipment={shipment} open onOpenChange={close} />
            );
          })()
        : null}
      {open?.kind === 'unfulfil'
        ? (() => {
            const fulfilment = order.fulfilments?.find((f) => f.id === open.fulfilmentId);
            return fulfilment ? (
              <UnfulfilDialog order={order} fulfilment={fulfilment} open onOpenChange={close} />
            ) : null;
          })()
        : null}
    </Stack>
  );
}
