import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, HttpError, defineServerPlugin, provide } from '@storeroom/server';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import type { StockItem, StockMove } from '@storeroom/plugin-inventory/contract';
import { createTestServer } from '@storeroom/server/testing';
import type { TestEmployee, TestServer } from '@storeroom/server/testing';
import { TRANSFERS_MESSAGES, TRANSFER_STATUS } from '../contract';
import type { Transfer } from '../contract';
import { transfersServerPlugin } from './plugin';

/**
 * A stand-in INVENTORY_STOCK provider holding data only (never the real inventory plugin):
 * two warehouses, one vendor, the stock levels a test sets, and a record of the moves the
 * transfers plugin asks for. Whether a move is allowed is the inventory plugin's rule: a test
 * that needs a refusal says so (`refuseMoves`); the real stock is tested with the real
 * inventory in examples/admin.
 */
const WAREHOUSES = [
  { id: 1, title: 'Main' },
  { id: 2, title: 'Depot' },
];
const VENDORS = [{ id: 7, title: 'Acme' }];
const ITEMS: StockItem[] = ['TEE-S', 'TEE-M', 'MUG'].map((sku, i) => ({
  sku,
  product_id: 10 + i,
  product_title: sku.startsWith('TEE') ? 'Tee' : 'Mug',
  variant_id: sku.startsWith('TEE') ? 100 + i : null,
  variant: sku.startsWith('TEE') ? sku.slice(4) : '',
  image: null,
  linked: true,
}));
let stock = new Map<string, number>();
/** What transfers hold, from the reservation moves asked for (the fake keeps no other count). */
let reserved = new Map<string, number>();
const applied: StockMove[][] = [];
let refuseMoves: string | null = null;
const key = (sku: string, w: number) => `${sku}@${w}`;

const fakeInventory = defineServerPlugin({
  id: 'fake-inventory',
  provides: [
    provide(INVENTORY_STOCK, () => ({
      warehouses: async () => WAREHOUSES,
      vendors: async () => VENDORS,
      items: async ({ skus }) => ITEMS.filter((i) => !skus || skus.includes(i.sku)),
      levels: async (skus, warehouseId) =>
        [...stock.entries()]
          .map(([k, onHand]) => ({
            sku: k.split('@')[0]!,
            warehouse_id: Number(k.split('@')[1]),
            on_hand: onHand,
          }))
          .filter(
            (l) => skus.includes(l.sku) && (warehouseId === undefined || l.warehouse_id === warehouseId),
          )
          .map((l) => {
            const held = reserved.get(key(l.sku, l.warehouse_id)) ?? 0;
            return { ...l, committed: 0, reserved: held, available: l.on_hand - held };
          }),
      move: async (moves) => {
        if (refuseMoves) throw new HttpError(422, refuseMoves);
        applied.push([...moves]);
        for (const m of moves) {
          const k = key(m.sku, m.warehouse_id);
          reserved.set(k, (reserved.get(k) ?? 0) + (m.reserved ?? 0));
        }
      },
    })),
  ],
});

let t: TestServer;
let owner: string;
let employee: TestEmployee;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [fakeInventory, transfersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  employee = await t.employee();
});
afterAll(() => t?.close());

beforeEach(() => {
  stock = new Map([
    [key('TEE-S', 1), 10],
    [key('TEE-M', 1), 5],
    [key('MUG', 1), 3],
  ]);
  reserved = new Map();
  applied.length = 0;
  refuseMoves = null;
});

const create = (body: unknown) => t.request('POST', '/transfers', { token: owner, body });
const patch = (id: number, body: unknown) => t.request('PATCH', `/transfers/${id}`, { token: owner, body });

async function newTransfer(
  products = [
    { sku: 'TEE-S', quantity: 6 },
    { sku: 'MUG', quantity: 2 },
  ],
): Promise<Transfer> {
  const res = await create({ from_warehouse: 1, to_warehouse: 2, products });
  expect(res.status).toBe(201);
  return json<Transfer>(res);
}

describe('Transfers API', () => {
  it('seeds nothing without items it can name (the fake has no seed), and lists with _meta', async () => {
    const res = await t.request('GET', '/transfers', { token: owner });
    expect(res.status).toBe(200);
    expect(await json<{ _meta: { currentPage: number } }>(res)).toMatchObject({ _meta: { currentPage: 1 } });
  });

  it('creates a transfer in transit, lines named from inventory, reserving them in the source', async () => {
    const created = await newTransfer();
    expect(created).toMatchObject({
      from_warehouse: 1,
      to_warehouse: 2,
      from_vendor: null,
      status: TRANSFER_STATUS.inTransit,
      archived: false,
      quantity: 8,
      received: 0,
    });
    expect(created.products!.map((p) => [p.sku, p.title, p.variant, p.quantity, p.received])).toEqual([
      ['TEE-S', 'Tee', 'S', 6, 0],
      ['MUG', 'Mug', '', 2, 0],
    ]);
    // Nothing moves but the reservation of what will leave the source warehouse.
    expect(applied).toEqual([
      [
        { sku: 'TEE-S', warehouse_id: 1, reserved: 6 },
        { sku: 'MUG', warehouse_id: 1, reserved: 2 },
      ],
    ]);
    const got = await json<Transfer>(
      await t.request('GET', `/transfers/${created.id}?expand=products`, { token: owner }),
    );
    expect(got.products).toHaveLength(2);
    const plain = await json<Transfer>(await t.request('GET', `/transfers/${created.id}`, { token: owner }));
    expect(plain.products).toBeUndefined();
  });

  it('refuses bad transfers with messages and creates nothing', async () => {
    const before = (
      await json<{ _meta: { totalCount: number } }>(await t.request('GET', '/transfers', { token: owner }))
    )._meta.totalCount;
    const cases: [unknown, string, string][] = [
      [
        { to_warehouse: 2, products: [{ sku: 'MUG', quantity: 1 }] },
        'from_warehouse',
        TRANSFERS_MESSAGES.fromRequired,
      ],
      [
        { from_warehouse: 1, from_vendor: 7, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 1 }] },
        'from_warehouse',
        TRANSFERS_MESSAGES.fromRequired,
      ],
      [
        { from_warehouse: 1, products: [{ sku: 'MUG', quantity: 1 }] },
        'to_warehouse',
        TRANSFERS_MESSAGES.toRequired,
      ],
      [
        { from_warehouse: 1, to_warehouse: 1, products: [{ sku: 'MUG', quantity: 1 }] },
        'to_warehouse',
        TRANSFERS_MESSAGES.sameWarehouse,
      ],
      [
        { from_warehouse: 9, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 1 }] },
        'from_warehouse',
        TRANSFERS_MESSAGES.warehouseUnknown,
      ],
      [
        { from_vendor: 8, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 1 }] },
        'from_vendor',
        TRANSFERS_MESSAGES.vendorUnknown,
      ],
      [{ from_warehouse: 1, to_warehouse: 2, products: [] }, 'products', TRANSFERS_MESSAGES.productsRequired],
      [
        { from_warehouse: 1, to_warehouse: 2, products: [{ sku: ' ', quantity: 1 }] },
        'products.0.sku',
        TRANSFERS_MESSAGES.skuRequired,
      ],
      [
        { from_warehouse: 1, to_warehouse: 2, products: [{ quantity: 1 }] },
        'products.0.sku',
        TRANSFERS_MESSAGES.skuRequired,
      ],
      [
        { from_warehouse: 1, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 0 }] },
        'products.0.quantity',
        TRANSFERS_MESSAGES.quantityInvalid,
      ],
      [
        {
          from_warehouse: 1,
          to_warehouse: 2,
          products: [
            { sku: 'MUG', quantity: 1 },
            { sku: 'MUG', quantity: 1 },
          ],
        },
        'products.1.sku',
        TRANSFERS_MESSAGES.skuTwice,
      ],
      // spec 2 §5: no more than the source warehouse has available (MUG: 3; TEE-S in Depot: 0).
      [
        { from_warehouse: 1, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 4 }] },
        'products.0.quantity',
        TRANSFERS_MESSAGES.quantityOverStock(3),
      ],
      [
        { from_warehouse: 2, to_warehouse: 1, products: [{ sku: 'TEE-S', quantity: 1 }] },
        'products.0.quantity',
        TRANSFERS_MESSAGES.quantityOverStock(0),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const { errors } = await json<{ errors: Record<string, string[]> }>(res);
      expect(errors[field], JSON.stringify(errors)).toContain(message);
    }
    const after = (
      await json<{ _meta: { totalCount: number } }>(await t.request('GET', '/transfers', { token: owner }))
    )._meta.totalCount;
    expect(after).toBe(before);
    // From a vendor there is no stock limit.
    expect(
      (await create({ from_vendor: 7, to_warehouse: 1, products: [{ sku: 'MUG', quantity: 50 }] })).status,
    ).toBe(201);
  });

  it('receives in two parts: adds to earlier received, caps at the rest, moves stock, sets status', async () => {
    const transfer = await newTransfer();
    const first = await patch(transfer.id, { products: [{ sku: 'TEE-S', received: 4 }] });
    expect(first.status).toBe(200);
    const partial = await json<Transfer>(first);
    expect(partial.status).toBe(TRANSFER_STATUS.partiallyReceived);
    expect(partial.products!.find((p) => p.sku === 'TEE-S')!.received).toBe(4);
    expect(applied.at(-1)).toEqual([
      { sku: 'TEE-S', warehouse_id: 1, on_hand: -4, reserved: -4 },
      { sku: 'TEE-S', warehouse_id: 2, on_hand: 4 },
    ]);
    // 5 more asked, 2 left on the line: capped at 2.
    const second = await json<Transfer>(
      await patch(transfer.id, {
        products: [
          { sku: 'TEE-S', received: 5 },
          { sku: 'MUG', received: 2 },
        ],
      }),
    );
    expect(second.products!.map((p) => p.received)).toEqual([6, 2]);
    expect(second.status).toBe(TRANSFER_STATUS.received);
    expect(second.received).toBe(8);
    expect(applied.at(-1)).toEqual([
      { sku: 'TEE-S', warehouse_id: 1, on_hand: -2, reserved: -2 },
      { sku: 'TEE-S', warehouse_id: 2, on_hand: 2 },
      { sku: 'MUG', warehouse_id: 1, on_hand: -2, reserved: -2 },
      { sku: 'MUG', warehouse_id: 2, on_hand: 2 },
    ]);
    // Nothing left: a further receive moves nothing.
    const moves = applied.length;
    await patch(transfer.id, { products: [{ sku: 'MUG', received: 1 }] });
    expect(applied).toHaveLength(moves);
    const unknown = await patch(transfer.id, { products: [{ sku: 'NOPE', received: 1 }] });
    expect(await json(unknown)).toEqual({ errors: { 'products.0.sku': [TRANSFERS_MESSAGES.lineUnknown] } });
    const negative = await patch(transfer.id, { products: [{ sku: 'MUG', received: -1 }] });
    expect(negative.status).toBe(422);
  });

  it('receiving from a vendor only adds to the destination; into a vendor only takes from the source', async () => {
    const inbound = await json<Transfer>(
      await create({ from_vendor: 7, to_warehouse: 2, products: [{ sku: 'MUG', quantity: 5 }] }),
    );
    await patch(inbound.id, { products: [{ sku: 'MUG', received: 5 }] });
    expect(applied.at(-1)).toEqual([{ sku: 'MUG', warehouse_id: 2, on_hand: 5 }]);
    const outbound = await json<Transfer>(
      await create({ from_warehouse: 1, to_vendor: 7, products: [{ sku: 'MUG', quantity: 3 }] }),
    );
    await patch(outbound.id, { products: [{ sku: 'MUG', received: 3 }] });
    expect(applied.at(-1)).toEqual([{ sku: 'MUG', warehouse_id: 1, on_hand: -3, reserved: -3 }]);
  });

  it('rolls the receive back when the inventory refuses the stock move, with its message', async () => {
    const transfer = await newTransfer([{ sku: 'MUG', quantity: 3 }]);
    refuseMoves = 'Not enough stock of MUG.'; // sold meanwhile
    const res = await patch(transfer.id, { products: [{ sku: 'MUG', received: 3 }] });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({ message: 'Not enough stock of MUG.' });
    const after = await json<Transfer>(
      await t.request('GET', `/transfers/${transfer.id}?expand=products`, { token: owner }),
    );
    expect(after.products![0]!.received).toBe(0);
    expect(after.status).toBe(TRANSFER_STATUS.inTransit);
  });

  it('never over-receives under concurrent receives', async () => {
    const transfer = await newTransfer([{ sku: 'TEE-S', quantity: 6 }]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => patch(transfer.id, { products: [{ sku: 'TEE-S', received: 4 }] })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await json<Transfer>(
      await t.request('GET', `/transfers/${transfer.id}?expand=products`, { token: owner }),
    );
    expect(after.products![0]!.received).toBe(6);
    const moved = (warehouseId: number) =>
      applied
        .flat()
        .filter((m) => m.warehouse_id === warehouseId)
        .reduce((n, m) => n + (m.on_hand ?? 0), 0);
    expect([moved(1), moved(2)]).toEqual([-6, 6]);
  });

  it('edits a whole transfer in transit, but not once something arrived', async () => {
    const transfer = await newTransfer();
    const edited = await patch(transfer.id, {
      from_warehouse: 1,
      to_vendor: 7,
      products: [{ sku: 'TEE-M', quantity: 5 }],
    });
    expect(edited.status).toBe(200);
    expect(await json<Transfer>(edited)).toMatchObject({ to_warehouse: null, to_vendor: 7, quantity: 5 });
    const over = await patch(transfer.id, {
      from_warehouse: 1,
      to_vendor: 7,
      products: [{ sku: 'TEE-M', quantity: 6 }],
    });
    expect(over.status).toBe(422);
    await patch(transfer.id, { products: [{ sku: 'TEE-M', received: 1 }] });
    const locked = await patch(transfer.id, {
      from_warehouse: 1,
      to_warehouse: 2,
      products: [{ sku: 'TEE-M', quantity: 5 }],
    });
    expect(await json(locked)).toEqual({ errors: { products: [TRANSFERS_MESSAGES.receivedLocked] } });
  });

  it('checks each kind of PATCH with its own messages, and changes nothing', async () => {
    const transfer = await newTransfer([{ sku: 'MUG', quantity: 2 }]);
    const errorsOf = async (body: unknown) =>
      (await json<{ errors: Record<string, string[]> }>(await patch(transfer.id, body))).errors;
    expect(
      await errorsOf({
        from_warehouse: 1,
        to_warehouse: 2,
        products: [{ sku: 'MUG', quantity: 0, received: 0 }],
      }),
    ).toEqual({ 'products.0.quantity': [TRANSFERS_MESSAGES.quantityInvalid] });
    expect(await errorsOf({ products: [{ sku: 'MUG', received: 1.5 }] })).toEqual({
      'products.0.received': [TRANSFERS_MESSAGES.receivedInvalid],
    });
    expect(await errorsOf({ products: [] })).toEqual({ products: [TRANSFERS_MESSAGES.productsRequired] });
    expect(Object.keys(await errorsOf({ archived: 'yes' }))).toEqual(['archived']);
    const after = await json<Transfer>(
      await t.request('GET', `/transfers/${transfer.id}?expand=products`, { token: owner }),
    );
    expect(after).toMatchObject({ archived: false, received: 0, quantity: 2 });
    expect(applied).toHaveLength(1); // the reservation of its creation
  });

  it('archives and unarchives, singly and in bulk; filters and saved views', async () => {
    const a = await newTransfer([{ sku: 'MUG', quantity: 1 }]);
    const b = await newTransfer([{ sku: 'MUG', quantity: 1 }]);
    expect(await json(await patch(a.id, { archived: true }))).toMatchObject({ id: a.id, archived: true });
    const archived = await json<{ items: Transfer[] }>(
      await t.request('POST', '/transfers/search?size=200', { token: owner, body: { archived: true } }),
    );
    expect(archived.items.map((x) => x.id)).toContain(a.id);
    expect(archived.items.map((x) => x.id)).not.toContain(b.id);
    expect(
      await json(await t.request('POST', '/transfers/archive', { token: owner, body: { ids: [b.id] } })),
    ).toEqual({ affected: 1 });
    expect(
      await json(
        await t.request('POST', '/transfers/unarchive', { token: owner, body: { ids: [a.id, b.id] } }),
      ),
    ).toEqual({
      affected: 2,
    });
    const view = await t.request('POST', '/transfers/saved-views', {
      token: owner,
      body: { json: '{"name":"Open"}' },
    });
    expect(view.status).toBe(201);
    const { id: viewId } = await json<{ id: number }>(view);
    const views = await json<{ id: number; json: string }[]>(
      await t.request('GET', '/transfers/saved-views', { token: owner }),
    );
    expect(views).toContainEqual({ id: viewId, json: '{"name":"Open"}' });
    expect((await t.request('DELETE', `/transfers/saved-views/${viewId}`, { token: owner })).status).toBe(
      204,
    );
    const inTransit = await json<{ items: Transfer[] }>(
      await t.request('POST', '/transfers/search?expand=products&size=200', {
        token: owner,
        body: { status: 0 },
      }),
    );
    expect(inTransit.items.every((x) => x.status === 0 && Array.isArray(x.products))).toBe(true);
  });

  it('reserves what it will take: a second transfer for the same units is refused, creating nothing', async () => {
    await newTransfer([{ sku: 'TEE-M', quantity: 4 }]);
    const before = await json<{ _meta: { totalCount: number } }>(
      await t.request('GET', '/transfers', { token: owner }),
    );
    const res = await create({
      from_warehouse: 1,
      to_warehouse: 2,
      products: [{ sku: 'TEE-M', quantity: 2 }],
    });
    expect(await json(res)).toEqual({
      errors: { 'products.0.quantity': [TRANSFERS_MESSAGES.quantityOverStock(1, 4)] },
    });
    const after = await json<{ _meta: { totalCount: number } }>(
      await t.request('GET', '/transfers', { token: owner }),
    );
    expect(after._meta.totalCount).toBe(before._meta.totalCount);
    expect(applied).toHaveLength(1);
  });

  it('releases the reservation on archive and delete, takes it back on unarchive', async () => {
    const a = await newTransfer([{ sku: 'MUG', quantity: 2 }]);
    await patch(a.id, { archived: true });
    expect(applied.at(-1)).toEqual([{ sku: 'MUG', warehouse_id: 1, reserved: -2 }]);
    // Archiving again moves nothing.
    await t.request('POST', '/transfers/archive', { token: owner, body: { ids: [a.id] } });
    expect(applied).toHaveLength(2);
    await t.request('POST', '/transfers/unarchive', { token: owner, body: { ids: [a.id] } });
    expect(applied.at(-1)).toEqual([{ sku: 'MUG', warehouse_id: 1, reserved: 2 }]);
    await patch(a.id, { products: [{ sku: 'MUG', received: 1 }] });
    expect((await t.request('DELETE', `/transfers/${a.id}`, { token: owner })).status).toBe(204);
    expect(applied.at(-1)).toEqual([{ sku: 'MUG', warehouse_id: 1, reserved: -1 }]);
  });

  it('deletes a transfer with its lines', async () => {
    const transfer = await newTransfer([{ sku: 'MUG', quantity: 1 }]);
    expect((await t.request('DELETE', `/transfers/${transfer.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/transfers/${transfer.id}`, { token: owner })).status).toBe(404);
    expect((await patch(transfer.id, { archived: true })).status).toBe(404);
  });

  it('refuses callers without products_and_collections access; limited reads only', async () => {
    expect((await t.request('GET', '/transfers')).status).toBe(401);
    await employee.setAccess([{ subject: 'inventory', rule: 2, options: [] }]);
    expect((await t.request('GET', '/transfers', { token: employee.token })).status).toBe(403);
    const transfer = await newTransfer([{ sku: 'MUG', quantity: 1 }]);
    await employee.setAccess([{ subject: 'products_and_collections', rule: 1, options: [] }]);
    expect((await t.request('GET', `/transfers/${transfer.id}`, { token: employee.token })).status).toBe(200);
    const asEmployee = (method: string, path: string, body?: unknown) =>
      t.request(method, path, { token: employee.token, body });
    expect(
      (
        await asEmployee('POST', '/transfers', {
          from_warehouse: 1,
          to_warehouse: 2,
          products: [{ sku: 'MUG', quantity: 1 }],
        })
      ).status,
    ).toBe(403);
    expect(
      (await asEmployee('PATCH', `/transfers/${transfer.id}`, { products: [{ sku: 'MUG', received: 1 }] }))
        .status,
    ).toBe(403);
    expect((await asEmployee('DELETE', `/transfers/${transfer.id}`)).status).toBe(403);
    expect(applied).toHaveLength(1); // the reservation of its creation
  });

  it('keeps stores apart', async () => {
    const transfer = await newTransfer([{ sku: 'MUG', quantity: 1 }]);
    const other = await t.switchStore(owner);
    expect((await t.request('GET', `/transfers/${transfer.id}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/transfers/${transfer.id}`, { token: other, body: { archived: true } }))
        .status,
    ).toBe(404);
  });
});
