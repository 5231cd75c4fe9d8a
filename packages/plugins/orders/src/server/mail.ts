/**
 * Customer emails of an order (receipt, shipping confirmation, refund) through the server's
 * mailer: every message lands in the email log (spec 2 §3 Email log) and goes out when SMTP
 * is configured. Plain HTML built here; the email builder's templates are another area's.
 */
import { formatMoney } from '@storeroom/core/format';
import { formatOrderNumber } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { ORDERS_SUBJECT } from '../contract';
import type { OrderReceipt } from '../contract';
import { itemsOf } from './orders';
import type { OrderRow } from './orders';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type OrderMailKind = 'receipt' | 'shipping' | 'refund';

/** The email of an order as it would be sent (the receipt preview uses it too). */
export async function orderMail(
  ctx: ActionContext,
  order: OrderRow,
  kind: OrderMailKind,
  extra: { amount?: number; tracking_number?: string } = {},
): Promise<OrderReceipt> {
  const number = formatOrderNumber(ctx.store, order.display_number);
  // Money (minor units) in an email reads as it does in the admin: core's one formatter, in
  // the store's locale.
  const money = (minor: number, currency: string) =>
    formatMoney(minor, { currency, locale: ctx.store.locale });
  const items = await itemsOf(ctx, order.id);
  const rows = items
    .map(
      (i) =>
        `<tr><td>${escape(i.title)}${i.variant ? ` (${escape(i.variant)})` : ''}</td><td>${i.quantity}</td><td>${money(i.price * i.quantity, order.currency)}</td></tr>`,
    )
    .join('');
  const store = escape(ctx.store.title);
  const subject =
    kind === 'receipt'
      ? `${ctx.store.title}: receipt for order ${number}`
      : kind === 'shipping'
        ? `${ctx.store.title}: order ${number} has shipped`
        : `${ctx.store.title}: refund for order ${number}`;
  const lead =
    kind === 'receipt'
      ? `Thank you for your order ${escape(number)}.`
      : kind === 'shipping'
        ? `Your order ${escape(number)} is on its way.${extra.tracking_number ? ` Tracking number: ${escape(extra.tracking_number)}.` : ''}`
        : `We refunded ${money(extra.amount ?? 0, order.currency)} for your order ${escape(number)}.`;
  const body = [
    `<p>Hello ${escape(order.full_name || order.email)},</p>`,
    `<p>${lead}</p>`,
    `<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>Subtotal: ${money(order.subtotal, order.currency)}<br>Shipping: ${money(order.shipping_price, order.currency)}<br>Tax: ${money(order.tax, order.currency)}<br>Total: ${money(order.total, order.currency)}${order.refunded > 0 ? `<br>Refunded: ${money(order.refunded, order.currency)}` : ''}</p>`,
    `<p>${store}</p>`,
  ].join('\n');
  return { to: order.email, subject, body };
}

/** Sends an order email to the order's address (nothing when the order has none). */
export async function sendOrderMail(
  ctx: ActionContext,
  order: OrderRow,
  kind: OrderMailKind,
  extra: { amount?: number; tracking_number?: string } = {},
): Promise<number | undefined> {
  if (!order.email) return undefined;
  const mail = await orderMail(ctx, order, kind, extra);
  // A receipt carries the order: the email log shows it to whoever may read orders (issue 17).
  return ctx.services.mail.send(ctx.db, ctx.store.id, { ...mail, area: ORDERS_SUBJECT });
}
