/**
 * Deterministic demo orders (a seeded generator, no Math.random): a few hundred orders of the
 * main store over the last ~100 days in every fulfilment status (0-5) and paid status, with
 * items, fulfilments, shipments, refunds and restocks that agree with each other; carriers; a
 * few orders in the second store. Customers come from CUSTOMER_DIRECTORY when the customers
 * plugin is there. `scale.orders` (e.g. 100000) adds that many orders in multi-row batches.
 * The orders seed runs before products and inventory, so nothing here relies on them: items
 * name no warehouse (fulfilments have none) and product ids are small numbers or null.
 */
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import { ORDERS_CHANGED } from '../contract';
import { getTableConfig, sql } from '@storeroom/server/drizzle';
import type { PgTable } from '@storeroom/server/drizzle';
import type { ActionContext, Executor, SeedContext } from '@storeroom/server';
import { FULFILMENT_STATUS, PAID_STATUS } from '../contract';
import type { FulfilmentStatus, OrderAddress, PaidStatus } from '../contract';
import { statusOfItems } from './orders';
import { CATALOGUE, SEED_CARRIERS } from './seed-data';
import {
  carriersTable,
  fulfilmentsTable,
  orderItemsTable,
  ordersTable,
  refundsTable,
  restocksTable,
  shipmentsTable,
} from './tables';

/** mulberry32: a small seeded generator, the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `PREFIX-VALUE-VALUE` (the products plugin's variant skus), or the prefix for a single product. */
function skuOf(prefix: string, variant: string): string {
  if (!prefix) return '';
  const values = variant
    .split(' / ')
    .map((v) => v.toUpperCase().replace(/[^A-Z0-9]+/g, ''))
    .filter(Boolean);
  return [prefix, ...values].join('-');
}

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Ethan',
  'Harper',
  'Leo',
];
const LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
];
const PLACES = [
  { city: 'Austin', state: 'TX', zip: '78701', country: 'US', phone: '+1.5125550147' },
  { city: 'Portland', state: 'OR', zip: '97205', country: 'US', phone: '+1.5035550110' },
  { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA', phone: '+1.4165550198' },
  { city: 'London', state: '', zip: 'SW1A 1AA', country: 'GB', phone: '+44.2079460123' },
  { city: 'Denver', state: 'CO', zip: '80202', country: 'US', phone: '+1.3035550164' },
];
const PAYMENT_TYPES = ['stripe', 'paypal', 'braintree', 'authorize'];

interface Buyer {
  email: string;
  full_name: string;
  phone: string;
  address: OrderAddress;
  customer_id: number | null;
}

function buyers(count: number, domain: string): Buyer[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 5) % LAST.length]!;
    const place = PLACES[i % PLACES.length]!;
    const full_name = `${first} ${last}`;
    return {
      email: `${first}.${last}.${i + 1}@${domain}`.toLowerCase(),
      full_name,
      phone: place.phone,
      customer_id: null,
      address: {
        full_name,
        company: i % 5 === 0 ? `${last} Studio` : '',
        street: `${200 + i * 11} Market Street`,
        suite: i % 3 === 0 ? `Apt ${i + 2}` : '',
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: place.country,
        phone: place.phone,
      },
    };
  });
}

/** One generated order, its lines and how far each line went. */
interface OrderSpec {
  order: Omit<typeof ordersTable.$inferInsert, 'store_id' | 'id'>;
  items: (Omit<typeof orderItemsTable.$inferInsert, 'store_id' | 'id' | 'order_id'> & {
    sent_quantity: number;
    shipped_quantity: number;
    restocked_quantity: number;
  })[];
  tracking: string;
  carrier: number | null;
  refund: number;
}

/**
 * Builds order `n` (0-based) aiming at fulfilment status `target` and a paid status; the
 * status stored is recomputed from the item quantities, so they always agree.
 */
function buildOrder(
  random: () => number,
  n: number,
  target: FulfilmentStatus,
  paid: PaidStatus,
  buyer: Buyer,
  date: Date,
  carriers: readonly number[],
  displayNumber: number,
): OrderSpec {
  const needsTwo = target === 1 || target === 3 || target === 4;
  const lineCount = Math.max(needsTwo ? 2 : 1, 1 + Math.floor(random() * 3));
  const used = new Set<number>();
  const items: OrderSpec['items'] = [];
  for (let line = 0; line < lineCount; line += 1) {
    let pick = Math.floor(random() * CATALOGUE.length);
    while (used.has(pick)) pick = (pick + 1) % CATALOGUE.length;
    used.add(pick);
    const entry = CATALOGUE[pick]!;
    const v = Math.floor(random() * entry.variants.length);
    const variant = entry.variants[v]!;
    const quantity = 1 + Math.floor(random() * (entry.is_giftcard ? 1 : 3));
    const price = entry.is_giftcard ? 2500 * (v + 1) : entry.price;
    items.push({
      position: line,
      product_id: entry.product_id,
      variant_id: entry.product_id === null ? null : entry.product_id * 10 + v,
      title: entry.title,
      variant,
      sku: skuOf(entry.sku, variant),
      price,
      quantity,
      image: null,
      track_inventory: entry.track_inventory,
      is_giftcard: entry.is_giftcard ?? false,
      sent_quantity: 0,
      shipped_quantity: 0,
      restocked_quantity: 0,
    });
  }
  // Quantities by the target status (spec 2 §4): the first line leads, the rest follow.
  items.forEach((item, i) => {
    const lead = i === 0;
    const sent = target === 0 ? 0 : target === 1 || target === 3 ? (lead ? item.quantity : 0) : item.quantity;
    const shipped = target === 5 ? item.quantity : (target === 3 || target === 4) && lead ? item.quantity : 0;
    item.sent_quantity = sent;
    item.shipped_quantity = shipped;
  });
  // Integer minor units (cents): $100.00 is 10000.
  const subtotal = items.reduce((s, i) => s + (i.price ?? 0) * i.quantity, 0);
  const shipping_price = subtotal >= 10000 ? 0 : 495;
  const tax = Math.round((subtotal * 8) / 100);
  const total = subtotal + shipping_price + tax;
  const refund =
    paid === PAID_STATUS.refunded
      ? total
      : paid === PAID_STATUS.partiallyRefunded
        ? Math.round((total * 3) / 10)
        : 0;
  // A fully refunded, shipped order returns its first line to stock.
  if (paid === PAID_STATUS.refunded && items[0]!.shipped_quantity > 0) items[0]!.restocked_quantity = 1;
  return {
    order: {
      display_number: displayNumber,
      status: statusOfItems(items),
      paid,
      order_date: date,
      customer_id: buyer.customer_id,
      email: buyer.email,
      full_name: buyer.full_name,
      phone: buyer.phone,
      notes: n % 9 === 0 ? 'Please gift wrap.' : '',
      currency: 'USD',
      payment_type: paid === PAID_STATUS.notPaid ? '' : PAYMENT_TYPES[n % PAYMENT_TYPES.length]!,
      subtotal,
      shipping_price,
      tax,
      total,
      refunded: refund,
      items_count: items.reduce((s, i) => s + i.quantity, 0),
      shipping_address: buyer.address,
      billing_address:
        n % 4 === 0 ? { ...buyer.address, street: `${buyer.address.street} (billing)` } : buyer.address,
    },
    items,
    tracking: `1Z${String(100000 + n * 7919).slice(-6)}${String(displayNumber).padStart(6, '0')}`,
    carrier: carriers.length > 0 ? carriers[n % carriers.length]! : null,
    refund,
  };
}

const BATCH = 2000;

/** Inserts generated orders with their lines, fulfilments, shipments, refunds and restocks in batches. */
/**
 * Inserts rows of a store's table in one statement whose rows travel as one JSON parameter
 * (`jsonb_populate_recordset`), in order, returning their ids in that order: the scale seed's
 * fast path (issue 16: 100,000 orders), far cheaper than a statement with a parameter per value.
 * Columns not given take their defaults.
 */
async function bulkInsert(
  db: Executor,
  table: PgTable,
  storeId: number,
  rows: readonly Record<string, unknown>[],
): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  // Column keys are the columns' names here, as everywhere in these tables; look them up anyway.
  const columns = table as unknown as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const names = ['store_id', ...keys.map((k) => columns[k]!.name)].map((n) => `"${n}"`).join(', ');
  const tableName = getTableConfig(table).name;
  const json = JSON.stringify(
    rows.map((r) => {
      const out: Record<string, unknown> = { store_id: storeId };
      for (const k of keys) out[columns[k]!.name] = r[k] ?? null;
      return out;
    }),
  );
  const result = (await db.execute(
    sql`insert into ${sql.identifier(tableName)} (${sql.raw(names)})
      select ${sql.raw(names)} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${json}::jsonb)
      with ordinality as r order by ordinality returning id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => ({ id: Number(r.id) }));
}

async function insertOrders(db: Executor, storeId: number, specs: readonly OrderSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < specs.length; start += BATCH) {
    const batch = specs.slice(start, start + BATCH);
    const orders = await bulkInsert(
      db,
      ordersTable,
      storeId,
      batch.map((s) => s.order),
    );
    ids.push(...orders.map((o) => o.id));
    const items = await bulkInsert(
      db,
      orderItemsTable,
      storeId,
      batch.flatMap((s, i) => s.items.map((item) => ({ ...item, order_id: orders[i]!.id }))),
    );
    let cursor = 0;
    const itemIds = batch.map((s) => s.items.map(() => items[cursor++]!.id));
    const fulfilled = batch
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.items.some((it) => it.sent_quantity > 0));
    const fulfilments = await bulkInsert(
      db,
      fulfilmentsTable,
      storeId,
      fulfilled.map(({ s, i }) => ({
        order_id: orders[i]!.id,
        warehouse_id: null,
        created_at: new Date(batch[i]!.order.order_date!.getTime() + 3_600_000),
        items: s.items
          .map((it, k) => ({
            item_id: itemIds[i]![k]!,
            quantity: it.sent_quantity,
            shipped: it.shipped_quantity,
          }))
          .filter((l) => l.quantity > 0),
      })),
    );
    const fulfilmentOf = new Map(fulfilled.map(({ i }, k) => [i, fulfilments[k]!.id]));
    const shippedOrders = fulfilled.filter(({ s }) => s.items.some((it) => it.shipped_quantity > 0));
    const shipments = await bulkInsert(
      db,
      shipmentsTable,
      storeId,
      shippedOrders.map(({ s, i }) => ({
        order_id: orders[i]!.id,
        fulfilment_id: fulfilmentOf.get(i)!,
        tracking_number: s.carrier === null ? '' : s.tracking,
        shipping_carrier: s.carrier,
        created_at: new Date(batch[i]!.order.order_date!.getTime() + 86_400_000),
        items: s.items
          .map((it, k) => ({
            item_id: itemIds[i]![k]!,
            quantity: it.shipped_quantity,
            restocked: it.restocked_quantity,
          }))
          .filter((l) => l.quantity > 0),
      })),
    );
    const refunded = batch.map((s, i) => ({ s, i })).filter(({ s }) => s.refund > 0);
    const refunds = await bulkInsert(
      db,
      refundsTable,
      storeId,
      refunded.map(({ s, i }) => ({
        order_id: orders[i]!.id,
        amount: s.refund,
        notify: true,
        created_at: new Date(batch[i]!.order.order_date!.getTime() + 2 * 86_400_000),
      })),
    );
    const shipmentOf = new Map(shippedOrders.map(({ i }, k) => [i, shipments[k]!.id]));
    const restocked = refunded
      .map(({ s, i }, k) => ({ s, i, refundId: refunds[k]!.id }))
      .filter(({ s }) => s.items.some((it) => it.restocked_quantity > 0));
    await bulkInsert(
      db,
      restocksTable,
      storeId,
      restocked.map(({ s, i, refundId }) => ({
        order_id: orders[i]!.id,
        shipment_id: shipmentOf.get(i)!,
        refund_id: refundId,
        warehouse_id: null,
        items: s.items
          .map((it, k) => ({ item_id: itemIds[i]![k]!, quantity: it.restocked_quantity }))
          .filter((l) => l.quantity > 0),
      })),
    );
  }
  return ids;
}

/**
 * Whether this connection may load rows with `session_replication_role = replica` (a
 * superuser: PGlite's own user, a PostgreSQL superuser; never an ordinary role).
 */
async function mayLoadWithoutChecks(db: Executor): Promise<boolean> {
  const result = (await db.execute(sql`select current_setting('is_superuser') = 'on' as yes`)) as unknown as {
    rows: { yes: boolean }[];
  };
  return result.rows[0]?.yes === true;
}

/**
 * The scale seed's load of one batch, in one transaction. As a superuser it runs with
 * `session_replication_role = replica` (as pg_restore's --disable-triggers does): the foreign
 * key checks, one lookup per inserted row, are skipped for rows that refer to the rows this
 * very load inserted (about a quarter of PGlite's CPU for the load), and the transaction
 * adds the orders to the store's row count itself (the counting trigger is skipped too).
 */
async function loadOrders(
  ctx: SeedContext,
  storeId: number,
  specs: readonly OrderSpec[],
  trusted: boolean,
): Promise<void> {
  if (specs.length === 0) return;
  if (!trusted) {
    await insertOrders(ctx.db, storeId, specs);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const ids = await insertOrders(tx, storeId, specs);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(
      sql`insert into row_counts (table_name, store_id, n) values ('orders', ${storeId}, ${ids.length})`,
    );
  });
}

/**
 * A load started now and awaited later: its failure is marked handled at once (the caller's
 * await still throws it), so a load failing while an earlier one is awaited does not end the
 * process as an unhandled rejection.
 */
function startLoad(ctx: SeedContext, storeId: number, specs: readonly OrderSpec[], trusted: boolean) {
  const load = loadOrders(ctx, storeId, specs, trusted);
  load.catch(() => undefined);
  return load;
}

/** Paid status of demo order n: mostly paid, some not paid, partially refunded or refunded. */
function paidOf(n: number): PaidStatus {
  const k = (n * 7) % 10;
  if (k === 0) return PAID_STATUS.notPaid;
  if (k === 3) return PAID_STATUS.refunded;
  if (k === 6) return PAID_STATUS.partiallyRefunded;
  return PAID_STATUS.paid;
}

/** Links buyers to customers of the customers plugin (found by email, else created). */
async function linkCustomers(ctx: ActionContext, list: Buyer[]): Promise<void> {
  const directory = ctx.use(CUSTOMER_DIRECTORY);
  if (!directory) return;
  for (const buyer of list) {
    const found =
      (await directory.findByEmail(buyer.email)) ??
      (await directory.create({ email: buyer.email, full_name: buyer.full_name, phone: buyer.phone }));
    buyer.customer_id = found.id;
  }
}

const DAY = 86_400_000;
/** Orders per load of the scale seed (each in one transaction when loaded without checks). */
const SCALE_BATCH = 5000;

export const DEMO_ORDER_COUNT = 300;

export async function seedOrders(ctx: SeedContext): Promise<void> {
  const [main, second] = ctx.storeIds;
  if (main === undefined) return;
  const now = Date.now();
  const random = seededRandom(7);
  const carriers = await ctx
    .scope(carriersTable, main)
    .insertMany([...SEED_CARRIERS.map((title) => ({ title })), { title: 'Pony Express', is_deleted: true }]);
  const carrierIds = carriers.filter((c) => !c.is_deleted).map((c) => c.id);
  const mainContext = await ctx.context(main);
  const people = buyers(40, 'example.com');
  await linkCustomers(mainContext, people);
  // Oldest first, so display numbers grow with the date; the newest is minutes old.
  const specs: OrderSpec[] = [];
  for (let n = 0; n < DEMO_ORDER_COUNT; n += 1) {
    const age = ((DEMO_ORDER_COUNT - 1 - n) / DEMO_ORDER_COUNT) * 100 * DAY;
    const jitter = Math.floor(random() * 6 * 3_600_000);
    const date = new Date(now - age - jitter - 10 * 60_000);
    const target = (n % 6) as FulfilmentStatus;
    // Recent orders are mostly still to do; unpaid ones are never sent anywhere.
    const paid = paidOf(n);
    const status = paid === PAID_STATUS.notPaid ? FULFILMENT_STATUS.notFulfilled : target;
    specs.push(
      buildOrder(random, n, status, paid, people[(n * 13) % people.length]!, date, carrierIds, 1001 + n),
    );
  }
  // A partly shipped, partly refunded demo order returns one of several shipped units to stock:
  // the demo shows a partial shipment with a partial restock (issue 18), which un-marking must
  // handle (fully refunded orders restock too, but those are over).
  const partlyShipped = specs.find(
    (s) =>
      s.order.paid === PAID_STATUS.partiallyRefunded &&
      s.items.some((it) => it.shipped_quantity > 1) &&
      s.items.some((it) => it.shipped_quantity < it.quantity),
  );
  const shippedLine = partlyShipped?.items.find((it) => it.shipped_quantity > 1);
  if (shippedLine) shippedLine.restocked_quantity = 1;
  const ids = await insertOrders(ctx.db, main, specs);
  await mainContext.emit(ORDERS_CHANGED, {
    order_ids: ids,
    customer_ids: [...new Set(people.map((p) => p.customer_id).filter((id): id is number => id !== null))],
  });

  const extra = Math.max(0, Math.floor(ctx.scale.orders ?? 0));
  if (extra > 0) {
    const trusted = await mayLoadWithoutChecks(ctx.db);
    const bulk: OrderSpec[] = [];
    // Up to `parallelLoads` batches load at once (two on PostgreSQL, where each takes its own
    // connection and server process; one on PGlite); batches of at most 5,000 orders, smaller
    // when that leaves a parallel load without work.
    const parallel = Math.max(1, ctx.parallelLoads);
    const batchSize = Math.min(SCALE_BATCH, Math.ceil(extra / parallel));
    const loading: Promise<void>[] = [];
    for (let n = 0; n < extra; n += 1) {
      const date = new Date(now - Math.floor(random() * 365 * DAY));
      const paid = paidOf(n);
      bulk.push(
        buildOrder(
          random,
          n,
          (paid === PAID_STATUS.notPaid ? 0 : n % 6) as FulfilmentStatus,
          paid,
          { ...people[n % people.length]!, customer_id: null },
          date,
          carrierIds,
          1001 + DEMO_ORDER_COUNT + n,
        ),
      );
      if (bulk.length === batchSize) {
        loading.push(startLoad(ctx, main, bulk.splice(0), trusted));
        // With two loads, the next batch is built while the database writes this one.
        if (loading.length >= parallel) await loading.shift();
      }
    }
    loading.push(startLoad(ctx, main, bulk.splice(0), trusted));
    await Promise.all(loading);
  }
  // Fresh statistics (and, outside a transaction, the visibility map that lets counts by
  // status be read from the index alone) after a bulk load.
  for (const table of ['orders', 'order_items']) {
    try {
      await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
    } catch {
      await ctx.db.execute(sql.raw(`analyze ${table}`));
    }
  }

  if (second !== undefined) {
    await ctx.scope(carriersTable, second).insertMany([{ title: 'UPS' }, { title: 'DHL' }]);
    const secondContext = await ctx.context(second);
    const outlet = buyers(3, 'outlet.example.com');
    await linkCustomers(secondContext, outlet);
    const otherSpecs = [0, 2, 5].map((target, n) =>
      buildOrder(
        random,
        n,
        target as FulfilmentStatus,
        PAID_STATUS.paid,
        outlet[n]!,
        new Date(now - (n + 1) * 3 * DAY),
        [],
        5001 + n,
      ),
    );
    const otherIds = await insertOrders(ctx.db, second, otherSpecs);
    await secondContext.emit(ORDERS_CHANGED, {
      order_ids: otherIds,
      customer_ids: outlet.map((p) => p.customer_id).filter((id): id is number => id !== null),
    });
  }
}
