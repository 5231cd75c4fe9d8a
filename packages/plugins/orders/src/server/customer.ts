/**
 * The order's customer and addresses (spec 2 §4, spec 4 §4 customer-email change; spec 3 §7
 * address update), the receipt (GET/POST /orders/{id}/receipt) and the print view data.
 */
import { and, count, eq } from '@storeroom/server/drizzle';
import { HttpError, invalidField } from '@storeroom/server';
import { CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES } from '@storeroom/plugin-customers/contract';
import { ORDERS_CHANGED } from '../contract';
import type { ActionContext } from '@storeroom/server';
import type { DirectoryCustomer } from '@storeroom/plugin-customers/contract';
import { CUSTOMER_CHOICES, ORDERS_MESSAGES } from '../contract';
import type { AddressBody, CustomerChangeResult, CustomerChoice, OrderPrintPage } from '../contract';
import { fullAddress, lockOrder, ORDER_LOADERS, orderDetail, toOrder } from './orders';
import { ordersTable } from './tables';

export interface CustomerInput {
  email: string;
  full_name?: string;
  phone?: string;
  choice?: CustomerChoice;
}

/** How many orders of this store name the customer (this area's CUSTOMER_REFERENCES count). */
export async function orderCountOf(ctx: ActionContext, customerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(ordersTable)
    .where(ctx.scope(ordersTable).where(eq(ordersTable.customer_id, customerId)));
  return Number(row?.n ?? 0);
}

async function referencesOf(ctx: ActionContext, customerId: number): Promise<number> {
  const count = { value: 0 };
  await ctx.emit(CUSTOMER_REFERENCES, { customer_id: customerId, count });
  return count.value;
}

async function link(ctx: ActionContext, orderId: number, customer: DirectoryCustomer, input: CustomerInput) {
  await ctx.scope(ordersTable).update(orderId, {
    customer_id: customer.id,
    email: customer.email,
    full_name: input.full_name ?? customer.full_name,
    phone: input.phone ?? customer.phone,
  });
}

/** The name and phone a customer change typed; absent ones are left as they are. */
function typedDetails(input: CustomerInput): { full_name?: string; phone?: string } {
  return {
    ...(input.full_name !== undefined ? { full_name: input.full_name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
}

/**
 * Changes the order's customer email (spec 2 §4):
 * - the email is the current customer's: name and phone are updated;
 * - another customer has it: the order moves to that customer, and the old customer is
 *   deleted when nothing else names them (they had fewer than 2 orders plus invoices);
 * - nobody has it and the order has a customer: without `choice` the answer asks to
 *   replace the current customer's email or create a new customer; with it, that is done.
 * - an empty email (spec 2 §5 allows it): the order keeps its customer but has no email of
 *   its own (the customer's record is left as it is).
 * Without the customers plugin only the order's own copy changes.
 */
export async function changeCustomer(
  ctx: ActionContext,
  orderId: number,
  input: CustomerInput,
): Promise<CustomerChangeResult> {
  const order = await lockOrder(ctx, orderId);
  const directory = ctx.use(CUSTOMER_DIRECTORY);
  const touched = new Set<number>();
  if (order.customer_id !== null) touched.add(order.customer_id);
  if (!directory || input.email === '') {
    await ctx.scope(ordersTable).update(orderId, {
      email: input.email,
      ...typedDetails(input),
    });
  } else {
    const current = order.customer_id === null ? undefined : await directory.get(order.customer_id);
    /** A new customer of the typed email, named as typed or else as `fallback`; the order links to it. */
    const createAndLink = async (fallback: { full_name: string; phone: string }) => {
      const created = await directory.create({
        email: input.email,
        full_name: input.full_name ?? fallback.full_name,
        phone: input.phone ?? fallback.phone,
      });
      await link(ctx, orderId, created, input);
      touched.add(created.id);
    };
    const owner = await directory.findByEmail(input.email);
    if (current && owner && owner.id === current.id) {
      const updated = await directory.update(current.id, typedDetails(input));
      await link(ctx, orderId, updated, input);
    } else if (owner) {
      await link(ctx, orderId, owner, input);
      touched.add(owner.id);
      // "delete the old customer when it had fewer than 2 orders plus invoices": after the
      // move, nothing else names them.
      if (current && (await referencesOf(ctx, current.id)) === 0) {
        await directory.remove(current.id);
        touched.delete(current.id);
      }
    } else if (!current) {
      await createAndLink(order);
    } else if (!input.choice) {
      return { needs_choice: true, choices: CUSTOMER_CHOICES, message: ORDERS_MESSAGES.customerChoice };
    } else if (input.choice === 'replace') {
      const updated = await directory.update(current.id, {
        email: input.email,
        ...typedDetails(input),
      });
      // Every order of that customer carries the new address.
      const theirs = await ctx.scope(ordersTable).find(eq(ordersTable.customer_id, current.id));
      await ctx.scope(ordersTable).update(
        theirs.map((o) => o.id),
        { email: updated.email },
      );
      await link(ctx, orderId, updated, input);
    } else {
      await createAndLink(current);
    }
  }
  await ctx.emit(ORDERS_CHANGED, { order_ids: [orderId], customer_ids: [...touched] });
  return {
    needs_choice: false,
    order: await orderDetail(ctx, orderId),
    message: ORDERS_MESSAGES.customerUpdated,
  };
}

/** Updates the shipping and/or billing address (fields left out keep their value). */
export async function updateAddress(ctx: ActionContext, orderId: number, body: AddressBody): Promise<void> {
  const order = await lockOrder(ctx, orderId);
  await ctx.scope(ordersTable).update(orderId, {
    ...(body.shipping_address
      ? { shipping_address: fullAddress({ ...order.shipping_address, ...body.shipping_address }) }
      : {}),
    ...(body.billing_address
      ? { billing_address: fullAddress({ ...order.billing_address, ...body.billing_address }) }
      : {}),
  });
}

/**
 * An order by id or by display number (the print route takes either, spec 2 §2): `?by=number`
 * forces the display number; otherwise an id is tried first, then a display number. A store
 * prefix/suffix or `#` around the number is ignored.
 */
export async function findByIdOrNumber(ctx: ActionContext, raw: string, by?: string) {
  const digits = /^[^0-9]*([0-9]{1,10})[^0-9]*$/.exec(raw)?.[1];
  const n = digits ? Number(digits) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
  const scoped = ctx.scope(ordersTable);
  if (by !== 'number' && raw === digits) {
    const row = await scoped.get(n);
    if (row) return row;
  }
  const [row] = await scoped.find(and(eq(ordersTable.display_number, n)));
  if (!row) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
  return row;
}

/** The print view's data: the store, the order with items and shipments. */
export async function printPage(ctx: ActionContext, raw: string, by?: string): Promise<OrderPrintPage> {
  const row = await findByIdOrNumber(ctx, raw, by);
  const order = toOrder(row, ctx);
  await ORDER_LOADERS.items([order], ctx);
  await ORDER_LOADERS.shipments([order], ctx);
  return {
    store: { title: ctx.store.title, currency: ctx.store.currency, timezone: ctx.store.timezone },
    order: order as OrderPrintPage['order'],
  };
}

/** The receipt needs an address to go to. */
export function assertEmail(email: string): void {
  if (!email) throw invalidField('email', ORDERS_MESSAGES.emailRequired);
}
