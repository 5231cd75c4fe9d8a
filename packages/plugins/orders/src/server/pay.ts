/**
 * Marking an unpaid order paid (spec 2 §4, `POST /orders/{id}/pay`): the order becomes Paid
 * with the free payment type, and ORDER_PAID is published inside the same transaction, so the
 * areas that act on a sale (gift cards bought in the order, gift card campaigns) enqueue their
 * jobs only if the payment commits. A second call finds the order paid and changes nothing.
 */
import { callerDisplayName, formatOrderNumber, HttpError } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { ORDER_MARK_PAID_TYPE, ORDER_PAID, ORDERS_CHANGED, ORDERS_MESSAGES, PAID_STATUS } from '../contract';
import type { PaidOrder } from '../contract';
import { itemsOf, lockOrder } from './orders';
import type { ItemRow, OrderRow } from './orders';
import { orderPaymentsTable, ordersTable } from './tables';

/** The order as ORDER_PAID carries it (integer minor units). */
export function paidOrderOf(
  ctx: Pick<ActionContext, 'store'>,
  order: OrderRow,
  items: readonly ItemRow[],
): PaidOrder {
  return {
    order_id: order.id,
    number: formatOrderNumber(ctx.store, order.display_number),
    email: order.email,
    customer_id: order.customer_id,
    total: order.total,
    items: items.map((item) => ({
      item_id: item.id,
      product_id: item.product_id,
      title: item.title,
      variant: item.variant,
      quantity: item.quantity,
      price: item.price,
      is_giftcard: item.is_giftcard,
    })),
  };
}

/** Marks the order paid and publishes ORDER_PAID (409 when it is not an unpaid order). */
export async function markPaid(ctx: ActionContext, orderId: number): Promise<void> {
  // The row lock: of two concurrent calls, the second sees the first's Paid and is refused.
  const order = await lockOrder(ctx, orderId);
  if (order.paid !== PAID_STATUS.notPaid) throw new HttpError(409, ORDERS_MESSAGES.alreadyPaid);
  const [paid] = await ctx
    .scope(ordersTable)
    .update(orderId, { paid: PAID_STATUS.paid, payment_type: ORDER_MARK_PAID_TYPE });
  // The timeline's "paid" event: when, how and by whom.
  await ctx.scope(orderPaymentsTable).insert({
    order_id: orderId,
    payment_type: ORDER_MARK_PAID_TYPE,
    author: await callerDisplayName(ctx),
  });
  await ctx.emit(ORDER_PAID, { orders: [paidOrderOf(ctx, paid!, await itemsOf(ctx, orderId))] });
  await ctx.emit(ORDERS_CHANGED, {
    order_ids: [orderId],
    customer_ids: order.customer_id ? [order.customer_id] : [],
  });
}
