/**
 * The orders flows that cross plugins, on the REAL plugins of the assembled admin (no fake
 * providers): stock moves through the inventory area (INVENTORY_STOCK), the customer-email
 * change through the customers area (CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES), the customers'
 * order statistics and references from the orders (ORDER_STATISTICS), and the export
 * through the CSV templates area (CSV_TEMPLATES), including the list and the export reading
 * the same filters. The orders plugin's own tests run it alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { CUSTOMERS_MESSAGES } from '@storeroom/plugin-customers/contract';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { csvTemplatesServerPlugin } from '@storeroom/plugin-csv-templates/server';
import type { StockLevel } from '@storeroom/plugin-inventory/contract';
import { inventoryServerPlugin } from '@storeroom/plugin-inventory/server';
import { formatMessage, ORDERS_MESSAGES, ordersContract } from '@storeroom/plugin-orders/contract';
import type {
  CustomerChangeResult,
  ExportResult,
  MassResult,
  Order,
  OrdersExportResult,
} from '@storeroom/plugin-orders/contract';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { productsServerPlugin } from '@storeroom/plugin-products/server';
import { answer, placeOrder, stockProbe } from './order-data';

let t: TestServer;
let owner: string;

/** The rows of a CSV answer (quoted cells may hold commas, quotes and new lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

beforeAll(async () => {
  t = await createTestServer({
    plugins: [
      customersServerPlugin,
      ordersServerPlugin,
      csvTemplatesServerPlugin,
      productsServerPlugin,
      inventoryServerPlugin,
      stockProbe,
    ],
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const api = <T>(method: string, path: string, body?: unknown) => answer<T>(t, owner, method, path, body);

type Detail = Required<Order>;
const detail = async (id: number) =>
  (await api<Detail>('GET', `/orders/${id}?expand=items,fulfilments,shipments,restocks,refunds,customer`))
    .body;

describe('orders with the inventory area: stock moves', () => {
  let sku: string;
  let warehouseId: number;
  let carrierId: number;
  const level = async () =>
    (await api<StockLevel[]>('GET', `/stock-probe?sku=${encodeURIComponent(sku)}`)).body.find(
      (l) => l.warehouse_id === warehouseId,
    )!;

  beforeAll(async () => {
    // A demo sku with stock on hand, in the warehouse that holds the most of it.
    const levels = (await api<StockLevel[]>('GET', '/stock-probe')).body;
    const best = [...levels].sort((a, b) => b.available - a.available)[0]!;
    expect(best.available).toBeGreaterThanOrEqual(3);
    sku = best.sku;
    warehouseId = best.warehouse_id;
    carrierId = (await api<{ items: { id: number; title: string }[] }>('GET', '/carriers')).body.items.find(
      (c) => c.title === 'UPS',
    )!.id;
  });

  it('offers the inventory area’s warehouses to the fulfilment modal', async () => {
    const { body } = await api<{ id: number; title: string }[]>('GET', '/orders/warehouses');
    expect(body.map((w) => w.id)).toContain(warehouseId);
  });

  it('needs a warehouse for a tracked item, then commits, ships, un-marks and restocks real stock', async () => {
    const order = await placeOrder(t, [
      { title: 'Tracked', quantity: 2, price: 10, sku, track_inventory: true },
    ]);
    const item = order.itemIds[0]!;
    const start = await level();

    const noWarehouse = await api('POST', `/orders/${order.id}/fulfilments`, {
      items: [{ item_id: item, quantity: 2 }],
    });
    expect(noWarehouse).toEqual({
      status: 422,
      body: { errors: { warehouse_id: [ORDERS_MESSAGES.warehouseRequired] } },
    });
    const unknown = await api('POST', `/orders/${order.id}/fulfilments`, {
      items: [{ item_id: item, quantity: 2 }],
      warehouse_id: 999_999,
    });
    expect(unknown.body).toEqual({ errors: { warehouse_id: [ORDERS_MESSAGES.unknownWarehouse] } });
    expect((await detail(order.id)).fulfilments).toEqual([]);
    expect(await level()).toMatchObject({ on_hand: start.on_hand, committed: start.committed });

    await api('POST', `/orders/${order.id}/fulfilments`, {
      items: [{ item_id: item, quantity: 2 }],
      warehouse_id: warehouseId,
    });
    expect(await level()).toMatchObject({ on_hand: start.on_hand, committed: start.committed + 2 });

    const shipped = await api<Detail>('POST', `/orders/${order.id}/shipments`, {
      items: [{ item_id: item, quantity: 2 }],
      tracking_number: '1ZFLOW',
      shipping_carrier: carrierId,
    });
    expect(shipped.status).toBe(200);
    expect(await level()).toMatchObject({ on_hand: start.on_hand - 2, committed: start.committed });

    const shipmentId = shipped.body.shipments[0]!.id;
    await api('DELETE', `/orders/${order.id}/shipments/${shipmentId}`, {
      items: [{ item_id: item, quantity: 1 }],
    });
    expect(await level()).toMatchObject({ on_hand: start.on_hand - 1, committed: start.committed + 1 });

    const refunded = await api<Detail>('POST', `/orders/${order.id}/refund`, {
      refund: 5,
      shipments: [{ shipment_id: shipmentId, items: [{ item_id: item, quantity: 1 }] }],
    });
    expect(refunded.body.restocks).toEqual([
      expect.objectContaining({ warehouse_id: warehouseId, items: [{ item_id: item, quantity: 1 }] }),
    ]);
    // The restocked unit is back on hand in the fulfilment's warehouse; it stays counted as shipped.
    expect(await level()).toMatchObject({ on_hand: start.on_hand, committed: start.committed + 1 });
    expect(refunded.body.items[0]!.status).toEqual({
      not_fulfilled: 0,
      fulfilled: 1,
      shipped: 1,
      restocked: 1,
    });
  });

  it('Fulfil all skips an order with tracked items without a warehouse, and takes it with one', async () => {
    const order = await placeOrder(t, [
      { title: 'Tracked', quantity: 1, price: 10, sku, track_inventory: true },
    ]);
    const skipped = await api<MassResult>('POST', '/orders/mass-fulfilment', { ids: [order.id] });
    expect(skipped.body).toEqual({
      processed: 0,
      warnings: [
        formatMessage(ORDERS_MESSAGES.massFailed, {
          number: order.display_number,
          message: ORDERS_MESSAGES.warehouseRequired,
        }),
      ],
      message: ORDERS_MESSAGES.allFulfilled,
    });
    const done = await api<MassResult>('POST', '/orders/mass-fulfilment', {
      ids: [order.id],
      warehouse_id: warehouseId,
    });
    expect(done.body.processed).toBe(1);
    expect((await detail(order.id)).fulfilments[0]!.warehouse_id).toBe(warehouseId);
  });

  /** Starts a CSV mass fulfilment and answers its job's result (what the dialog shows). */
  async function csvFulfilment(form: FormData): Promise<MassResult> {
    const res = await t.request('POST', '/orders/csv', { token: owner, body: form });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const job = await vi.waitFor(
      async () => {
        const view = (await api<JobView>('GET', `/jobs/${id}`)).body;
        if (view.state !== 'completed') throw new Error(`CSV fulfilment ${view.state}: ${view.error ?? ''}`);
        return view;
      },
      { timeout: 60_000, interval: 100 },
    );
    return job.result as MassResult;
  }
  const csvForm = (content: string, warehouse?: number | string) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'lines.csv');
    if (warehouse !== undefined) form.append('warehouse_id', String(warehouse));
    return form;
  };

  it('CSV fulfilment ships stock-tracked items from the chosen warehouse; the check says so first', async () => {
    const order = await placeOrder(t, [
      { title: 'Tracked', quantity: 1, price: 10, sku, track_inventory: true },
    ]);
    const line = `${order.display_number},1ZCSV,UPS\n`;
    const start = await level();
    // The check step, before anything is applied: without a warehouse the line would fail.
    const unchecked = await t.request('POST', '/orders/csv/check', { token: owner, body: csvForm(line) });
    expect(await unchecked.json()).toEqual({
      lines: 1,
      orders: 0,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvLineFailed, { line: 1, message: ORDERS_MESSAGES.warehouseRequired }),
      ],
    });
    const unknown = await t.request('POST', '/orders/csv/check', {
      token: owner,
      body: csvForm(line, 999_999),
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ errors: { warehouse_id: [ORDERS_MESSAGES.unknownWarehouse] } });
    const checked = await t.request('POST', '/orders/csv/check', {
      token: owner,
      body: csvForm(line, warehouseId),
    });
    expect(await checked.json()).toEqual({ lines: 1, orders: 1, warnings: [] });
    expect((await detail(order.id)).fulfilments).toEqual([]);
    expect(await level()).toMatchObject({ on_hand: start.on_hand, committed: start.committed });

    expect(await csvFulfilment(csvForm(line, warehouseId))).toEqual({
      processed: 1,
      warnings: [],
      message: ORDERS_MESSAGES.allShipped,
    });
    const shipped = await detail(order.id);
    expect(shipped.fulfilments[0]!.warehouse_id).toBe(warehouseId);
    expect(shipped.shipments[0]).toMatchObject({ tracking_number: '1ZCSV', carrier_title: 'UPS' });
    // Shipped from the warehouse: the unit left its stock.
    expect(await level()).toMatchObject({ on_hand: start.on_hand - 1, committed: start.committed });
  });

  it('a CSV upload without a warehouse reports the stock-tracked line and ships nothing of it', async () => {
    const order = await placeOrder(t, [
      { title: 'Tracked', quantity: 1, price: 10, sku, track_inventory: true },
    ]);
    expect(await csvFulfilment(csvForm(`${order.display_number},1ZCSV,UPS\n`))).toEqual({
      processed: 0,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvLineFailed, { line: 1, message: ORDERS_MESSAGES.warehouseRequired }),
      ],
      message: ORDERS_MESSAGES.csvWarnings,
    });
    expect((await detail(order.id)).fulfilments).toEqual([]);
  });
});

describe('orders with the customers area: the customer-email change (spec 2 §4, spec 4 §4)', () => {
  const customer = async (email: string, full_name = 'Someone') =>
    (await api<{ id: number; email: string }>('POST', '/customers', { email, full_name })).body;
  const customerStatus = async (id: number) => (await api('GET', `/customers/${id}`)).status;
  const change = (id: number, body: unknown) =>
    api<CustomerChangeResult & { errors?: Record<string, string[]> }>(
      'PATCH',
      `/orders/${id}/customer`,
      body,
    );

  it('links the seeded orders to the directory’s customers', async () => {
    const { body } = await api<{ items: Order[] }>('GET', '/orders?size=5&expand=customer');
    const linked = body.items.filter((o) => o.customer_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const order of linked) expect(order.customer).toMatchObject({ id: order.customer_id });
  });

  it('empties the order’s email (spec 2 §5: empty allowed), keeping its customer as they are', async () => {
    const kept = await customer('kept.flow@example.com', 'Kept Person');
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: kept.id,
      email: kept.email,
    });
    const { status, body } = await change(id, { email: '' });
    expect(status).toBe(200);
    expect((body as { order: Order }).order).toMatchObject({ customer_id: kept.id, email: '' });
    expect((await api<{ email: string }>('GET', `/customers/${kept.id}`)).body.email).toBe(
      'kept.flow@example.com',
    );
  });

  it('moves the order to the customer who has the email and deletes the old one with no other orders', async () => {
    const old = await customer('lonely.flow@example.com');
    const target = await customer('target.flow@example.com', 'Target Person');
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    const { status, body } = await change(id, { email: ' Target.Flow@Example.com ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ needs_choice: false, message: ORDERS_MESSAGES.customerUpdated });
    const order = (body as { order: Order }).order;
    expect(order).toMatchObject({ customer_id: target.id, email: 'target.flow@example.com' });
    expect(order.customer).toMatchObject({ id: target.id, email: 'target.flow@example.com' });
    expect(await customerStatus(old.id)).toBe(404);
  });

  it('keeps the old customer when other orders still name them', async () => {
    const old = await customer('busy.flow@example.com');
    const target = await customer('other.flow@example.com');
    const first = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    await placeOrder(t, [{ title: 'Mug', quantity: 1, price: 10 }], {
      customer_id: old.id,
      email: old.email,
    });
    const { body } = await change(first.id, { email: target.email });
    expect((body as { order: Order }).order.customer_id).toBe(target.id);
    expect(await customerStatus(old.id)).toBe(200);
  });

  it('asks to replace or create when nobody has the new email, then does what was chosen', async () => {
    const current = await customer('current.flow@example.com', 'Current Buyer');
    const a = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: current.id,
      email: current.email,
    });
    const b = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: current.id,
      email: current.email,
    });
    const asked = await change(a.id, { email: 'fresh.flow@example.com' });
    expect(asked.body).toEqual({
      needs_choice: true,
      choices: ['replace', 'create'],
      message: ORDERS_MESSAGES.customerChoice,
    });
    expect((await detail(a.id)).email).toBe('current.flow@example.com');

    const replaced = await change(a.id, { email: 'fresh.flow@example.com', choice: 'replace' });
    expect((replaced.body as { order: Order }).order).toMatchObject({
      customer_id: current.id,
      email: 'fresh.flow@example.com',
    });
    expect((await api<{ email: string }>('GET', `/customers/${current.id}`)).body.email).toBe(
      'fresh.flow@example.com',
    );
    // The customer's other orders carry the new address too.
    expect((await detail(b.id)).email).toBe('fresh.flow@example.com');

    const created = await change(b.id, {
      email: 'newer.flow@example.com',
      choice: 'create',
      full_name: 'Newer Buyer',
    });
    const order = (created.body as { order: Order }).order;
    expect(order.customer_id).not.toBe(current.id);
    expect(order).toMatchObject({ email: 'newer.flow@example.com', full_name: 'Newer Buyer' });
    expect((await api<{ email: string }>('GET', `/customers/${order.customer_id}`)).body.email).toBe(
      'newer.flow@example.com',
    );
  });

  it('creates the customer when the order has none', async () => {
    const { id } = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const { body } = await change(id, { email: 'walk.in.flow@example.com' });
    const order = (body as { order: Order }).order;
    expect(order.customer).toMatchObject({ email: 'walk.in.flow@example.com' });
    expect((await api('GET', `/customers/${order.customer_id}`)).status).toBe(200);
  });
});

describe('customers with the orders area: statistics and references (ORDER_STATISTICS, CUSTOMER_REFERENCES)', () => {
  interface Stats {
    order_count: number;
    lifetime_spent: number;
    last_purchase: string | null;
  }
  const stats = async (id: number) => {
    const { body } = await api<Stats>('GET', `/customers/${id}`);
    return {
      order_count: body.order_count,
      lifetime_spent: body.lifetime_spent,
      last_purchase: body.last_purchase,
    };
  };

  it('a customer’s statistics are what their orders add up to, read again when an order moves', async () => {
    const keeper = (
      await api<{ id: number; email: string }>('POST', '/customers', { email: 'keeper.flow@example.com' })
    ).body;
    const taker = (
      await api<{ id: number; email: string }>('POST', '/customers', { email: 'taker.flow@example.com' })
    ).body;
    await placeOrder(t, [{ title: 'Tee', quantity: 2, price: 1000 }], {
      customer_id: keeper.id,
      email: keeper.email,
      order_date: new Date('2026-02-01T10:00:00Z'),
    });
    const moved = await placeOrder(t, [{ title: 'Mug', quantity: 1, price: 700 }], {
      customer_id: keeper.id,
      email: keeper.email,
      order_date: new Date('2026-03-01T10:00:00Z'),
    });
    // The orders were put straight into the database: moving one tells the customers area.
    expect((await api('PATCH', `/orders/${moved.id}/customer`, { email: taker.email })).status).toBe(200);
    expect(await stats(keeper.id)).toEqual({
      order_count: 1,
      lifetime_spent: 2000,
      last_purchase: '2026-02-01T10:00:00.000Z',
    });
    expect(await stats(taker.id)).toEqual({
      order_count: 1,
      lifetime_spent: 700,
      last_purchase: '2026-03-01T10:00:00.000Z',
    });
  });

  it('refuses to delete a customer named on orders, with the number the orders area counts', async () => {
    const named = (
      await api<{ id: number; email: string }>('POST', '/customers', {
        email: 'named.flow@example.com',
        full_name: 'Named Buyer',
      })
    ).body;
    for (const title of ['Tee', 'Mug'])
      await placeOrder(t, [{ title, quantity: 1, price: 10 }], { customer_id: named.id, email: named.email });
    const refused = await api('DELETE', `/customers/${named.id}`);
    expect(refused).toEqual({
      status: 422,
      body: { message: CUSTOMERS_MESSAGES.referenced('Named Buyer', 2) },
    });
    expect((await api('GET', `/customers/${named.id}`)).status).toBe(200);
  });
});

describe('orders with the CSV templates area: the export', () => {
  const template = async (layout_type: 1 | 2 | 3, columns: { title: string; content: string[] }[]) =>
    (await api<{ id: number }>('POST', '/csv', { title: `Flow ${layout_type}`, layout_type, columns })).body
      .id;
  const exportCsv = (body: unknown) =>
    api<ExportResult & { errors?: Record<string, string[]> }>('POST', '/orders/exportcsv', body);
  /** Starts an export, waits for its job and reads the stored CSV it links to. */
  const exported = async (body: unknown) => {
    const started = await exportCsv(body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await vi.waitFor(
      async () => {
        const view = (await api<JobView<OrdersExportResult>>('GET', `/jobs/${started.body.id}`)).body;
        if (view.state !== 'completed') throw new Error(`export ${view.state}: ${view.error ?? ''}`);
        return view;
      },
      { timeout: 60_000, interval: 100 },
    );
    const file = await t.request('GET', job.result!.url);
    expect(file.status).toBe(200);
    return { ...started.body, result: job.result!, csv: await file.text() };
  };
  let ids: number[];
  let numbers: string[];

  beforeAll(async () => {
    const a = await placeOrder(t, [
      // Integer minor units (cents): $10.00, $5.00, $8.00.
      { title: 'Tee', quantity: 2, price: 1000, sku: 'X-TEE' },
      { title: 'Cap', quantity: 1, price: 500, sku: 'X-CAP' },
    ]);
    const b = await placeOrder(t, [{ title: 'Mug', quantity: 1, price: 800, sku: 'X-MUG' }]);
    ids = [a.id, b.id];
    numbers = [String(a.display_number), String(b.display_number)];
  });

  const rows = async (templateId: number) => {
    const body = await exported({ template_id: templateId, order_ids: ids });
    expect(body).toMatchObject({ count: 2, result: { rows: 2, emailed: true } });
    expect(body.filename).toMatch(/_export\.csv$/);
    return parseCsv(body.csv);
  };

  it('writes each layout: row per item (1), column per item (2), one cell (3)', async () => {
    const [a, b] = numbers;
    // Same order date: the newer id first.
    const perItem = await template(1, [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Item', content: ['item.title'] },
      { title: 'Qty', content: ['item.quantity'] },
    ]);
    expect(await rows(perItem)).toEqual([
      ['Order', 'Item', 'Qty'],
      [b, 'Mug', '1'],
      [a, 'Tee', '2'],
      [a, 'Cap', '1'],
    ]);
    const perColumn = await template(2, [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'SKU', content: ['item.sku'] },
      { title: 'Total', content: ['order.total'] },
    ]);
    expect(await rows(perColumn)).toEqual([
      ['Order', 'SKU 1', 'SKU 2', 'Total'],
      [b, 'X-MUG', '', '8.00'],
      [a, 'X-TEE', 'X-CAP', '25.00'],
    ]);
    const oneCell = await template(3, [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Items', content: ['item.quantity', 'item.title'] },
    ]);
    expect(await rows(oneCell)).toEqual([
      ['Order', 'Items'],
      [b, '1 Mug'],
      [a, '2 Tee\n1 Cap'],
    ]);
    // The export id offset (spec 2 §9): 1000 + id names the same template.
    expect((await exportCsv({ template_id: 1000 + oneCell, order_ids: ids })).status).toBe(200);
  });

  it('takes every filter of the list: each one gives the same orders in the list and in the export', async () => {
    const ofIds = await template(3, [{ title: 'Id', content: ['order.id'] }]);
    const { body: page } = await api<{ items: Order[] }>('GET', '/orders?size=50&sort=!order_date');
    const sample =
      page.items.find((o) => o.refunded > 0 && o.phone !== '' && o.customer_id !== null) ??
      page.items.find((o) => o.customer_id !== null)!;
    const filters = ordersContract.resources.orders.filters;
    const tried: string[] = [];
    for (const [field, declared] of Object.entries(filters)) {
      const value =
        field === 'query' ? String(sample.display_number) : (sample as Record<string, unknown>)[field];
      const condition =
        field === 'query'
          ? value
          : declared.type === 'number' || declared.type === 'money' || declared.type === 'date'
            ? { operator: '>=', value }
            : declared.type === 'text'
              ? { operator: 'contains', value: String(value).slice(0, 3) }
              : value;
      const filter = { [field]: condition };
      const list = await api<{ items: Order[]; _meta: { totalCount: number } }>(
        'POST',
        '/orders/search?size=200&sort=!order_date',
        filter,
      );
      expect(list.status, field).toBe(200);
      const done = await exported({ template_id: ofIds, filter });
      expect(done.count, field).toBe(list.body._meta.totalCount);
      const idsOf = parseCsv(done.csv)
        .slice(1)
        .map((r) => Number(r[0]))
        .sort((x, y) => x - y);
      if (list.body._meta.totalCount <= 200)
        expect(idsOf, field).toEqual(list.body.items.map((o) => o.id).sort((x, y) => x - y));
      else expect(idsOf.length, field).toBe(list.body._meta.totalCount);
      tried.push(field);
    }
    expect(tried).toEqual(Object.keys(filters));
    // A filter the list does not know is refused by both, with the same message.
    const listBad = await api<{ errors: Record<string, string[]> }>('POST', '/orders/search', { nope: 1 });
    const exportBad = await exportCsv({ template_id: ofIds, filter: { nope: 1 } });
    expect(exportBad.status).toBe(422);
    expect(exportBad.body.errors).toEqual({ 'filter.nope': listBad.body.errors.nope });
  });

  it('lists the export’s templates to an employee with Orders + allow_export and no CSV templates rule', async () => {
    const id = await template(1, [{ title: 'Order', content: ['order.display_number'] }]);
    const exporter = (await t.employee([{ subject: 'orders', rule: 1, options: ['allow_export'] }])).token;
    // The CSV templates area itself stays closed to them: its rule is not granted.
    expect((await answer(t, exporter, 'GET', '/csv')).status).toBe(403);
    const listed = await answer<{ id: number; title: string }[]>(
      t,
      exporter,
      'GET',
      '/orders/export-templates',
    );
    expect(listed.status).toBe(200);
    // Newest first, as the CSV templates list; only id and title.
    expect(listed.body[0]).toEqual({ id, title: 'Flow 1' });
    const all = (await api<{ items: { id: number; title: string }[] }>('GET', '/csv?size=200')).body.items;
    expect(listed.body).toEqual(all.map(({ id: templateId, title }) => ({ id: templateId, title })));
    // And the export itself takes the template.
    const started = await answer(t, exporter, 'POST', '/orders/exportcsv', {
      template_id: id,
      order_ids: ids,
    });
    expect(started.status).toBe(200);

    // Without allow_export the list is refused, as the export is.
    const reader = (await t.employee([{ subject: 'orders', rule: 1, options: ['allow_edit'] }])).token;
    expect((await answer(t, reader, 'GET', '/orders/export-templates')).status).toBe(403);
  });

  it('mails the caller a link to the stored CSV (never the CSV), and refuses an unknown template', async () => {
    const ofIds = await template(3, [{ title: 'Id', content: ['order.id'] }]);
    const body = await exported({ template_id: ofIds, filter: {} });
    expect(body.message).toBe(ORDERS_MESSAGES.reportEmailed);
    expect(parseCsv(body.csv)).toHaveLength(body.count + 1);
    const logs = await vi.waitFor(async () => {
      const found = await api<{ items: { to_email: string; subject: string; body?: string }[] }>(
        'POST',
        '/email-logs/search?size=1&sort=!id&expand=body',
        { subject: { operator: 'contains', value: body.filename } },
      );
      expect(found.body.items).toHaveLength(1);
      return found.body.items;
    });
    expect(logs[0]).toMatchObject({ to_email: DEMO_CREDENTIALS.owner.email });
    expect(logs[0]!.body).toContain(`href="${body.result.url}"`);
    expect(logs[0]!.body).not.toContain('<pre>');
    const unknown = await exportCsv({ template_id: 777_777, order_ids: ids });
    expect(unknown.body).toEqual({ errors: { template_id: [ORDERS_MESSAGES.templateNotFound] } });
  });
});
