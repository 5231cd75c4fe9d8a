import { describe, expect, it } from 'vitest';
import { FULFILMENT_STATUSES, ORDERS_MESSAGES, PAID_STATUSES } from '../contract';
import type { Order } from '../contract';
import { DEMO_ORDER_COUNT } from './seed';
import { json, placeOrder } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

interface Page {
  items: Order[];
  _meta: { totalCount: number; perPage: number; pageCount: number };
}

describe('Orders resource', () => {
  it('lists the store’s orders newest first, 20 a page', async () => {
    const res = await s.t.request('GET', '/orders', { token: s.owner });
    expect(res.status).toBe(200);
    const page = await json<Page>(res);
    expect(page._meta).toMatchObject({ totalCount: DEMO_ORDER_COUNT, perPage: 20 });
    expect(page.items).toHaveLength(20);
    const dates = page.items.map((o) => o.order_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The display number with the store's order prefix and suffix (none in the demo store).
    expect(page.items[0]!.number).toBe(String(page.items[0]!.display_number));
  });

  it('has seeded orders in every fulfilment and paid status, with consistent items', async () => {
    for (const status of FULFILMENT_STATUSES) {
      const page = await json<Page>(
        await s.t.request('POST', '/orders/search?size=5&expand=items', { token: s.owner, body: { status } }),
      );
      expect(page._meta.totalCount, `status ${status}`).toBeGreaterThan(0);
      for (const order of page.items) {
        expect(order.status).toBe(status);
        expect(order.items!.length).toBeGreaterThan(0);
      }
    }
    for (const paid of PAID_STATUSES) {
      const page = await json<Page>(
        await s.t.request('POST', '/orders/search?size=1', { token: s.owner, body: { paid } }),
      );
      expect(page._meta.totalCount, `paid ${paid}`).toBeGreaterThan(0);
    }
    // Shipped orders carry their fulfilment and shipment with a tracking number.
    const shipped = await json<Page>(
      await s.t.request('POST', '/orders/search?size=1&expand=fulfilments,shipments', {
        token: s.owner,
        body: { status: 5 },
      }),
    );
    expect(shipped.items[0]!.fulfilments!.length).toBe(1);
    expect(shipped.items[0]!.shipments![0]!.tracking_number).not.toBe('');
    expect(shipped.items[0]!.shipments![0]!.carrier_title).not.toBe('');
  });

  it('searches by display number, name or email (chqsearch) and by status lists', async () => {
    const byNumber = await json<Page>(
      await s.t.request('POST', '/orders/search', { token: s.owner, body: { query: '#1005' } }),
    );
    expect(byNumber.items.map((o) => o.display_number)).toContain(1005);
    const first = byNumber.items.find((o) => o.display_number === 1005)!;
    const byName = await json<Page>(
      await s.t.request('POST', '/orders/search?size=200', {
        token: s.owner,
        body: { query: first.full_name.split(' ')[1] },
      }),
    );
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((o) => o.full_name.includes(first.full_name.split(' ')[1]!))).toBe(true);
    const byEmail = await json<Page>(
      await s.t.request('POST', '/orders/search', { token: s.owner, body: { query: first.email } }),
    );
    expect(byEmail.items.every((o) => o.email === first.email)).toBe(true);
    const open = await json<Page>(
      await s.t.request('POST', '/orders/search', { token: s.owner, body: { status: [0, 1] } }),
    );
    expect(open.items.every((o) => o.status === 0 || o.status === 1)).toBe(true);
    const recent = await json<Page>(
      await s.t.request('POST', '/orders/search?size=200', {
        token: s.owner,
        body: { order_date: { operator: '>=', value: new Date(Date.now() - 7 * 86_400_000).toISOString() } },
      }),
    );
    expect(recent._meta.totalCount).toBeGreaterThan(10);
    expect(recent._meta.totalCount).toBeLessThan(40);
  });

  it('allows pages of up to 200 and keeps saved views per user', async () => {
    const page = await json<Page>(await s.t.request('GET', '/orders?size=200', { token: s.owner }));
    expect(page.items).toHaveLength(200);
    expect((await s.t.request('GET', '/orders?size=201', { token: s.owner })).status).toBe(422);
    const saved = await s.t.request('POST', '/orders/saved-views', { token: s.owner, body: { status: [0] } });
    expect(saved.status).toBe(201);
    const views = await json<{ json: string }[]>(
      await s.t.request('GET', '/orders/saved-views', { token: s.owner }),
    );
    expect(views.map((v) => JSON.parse(v.json) as unknown)).toContainEqual({ status: [0] });
  });

  it('gets one order with every expand, and updates notes', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Mug', quantity: 2, price: 1000 }]);
    const res = await s.t.request(
      'GET',
      `/orders/${id}?expand=items,fulfilments,shipments,restocks,refunds,customer`,
      { token: s.owner },
    );
    const order = await json<Order>(res);
    expect(order).toMatchObject({
      id,
      status: 0,
      paid: -1,
      total: 3000, // integer minor units: $30.00
      refunded: 0,
      fulfilments: [],
      shipments: [],
      restocks: [],
      refunds: [],
      customer: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        title: 'Mug',
        quantity: 2,
        price: 1000,
        status: { not_fulfilled: 2, fulfilled: 0, shipped: 0, restocked: 0 },
      }),
    ]);
    const patched = await s.t.request('PATCH', `/orders/${id}`, {
      token: s.owner,
      body: { notes: 'Leave at the door.' },
    });
    expect(await json<Order>(patched)).toMatchObject({ notes: 'Leave at the door.' });
  });

  it('has no create or delete (orders come from the storefront)', async () => {
    expect((await s.t.request('POST', '/orders', { token: s.owner, body: {} })).status).toBe(404);
    const { id } = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 10 }]);
    expect((await s.t.request('DELETE', `/orders/${id}`, { token: s.owner })).status).toBe(404);
  });

  it('never shows or changes another store’s order (404)', async () => {
    const other = await placeOrder(s.t, [{ title: 'Other', quantity: 1, price: 5 }], {
      storeId: s.t.seeded.storeIds[1]!,
    });
    expect((await s.t.request('GET', `/orders/${other.id}`, { token: s.owner })).status).toBe(404);
    const refused = await s.t.request('POST', `/orders/${other.id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: other.itemIds[0], quantity: 1 }] },
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: ORDERS_MESSAGES.orderNotFound });
    const page = await json<Page>(await s.t.request('GET', '/orders?size=200', { token: s.owner }));
    expect(page.items.some((o) => o.id === other.id)).toBe(false);
  });

  it('lists carriers, 200 a page, by title', async () => {
    const page = await json<{ items: { title: string; is_deleted: boolean }[]; _meta: { perPage: number } }>(
      await s.t.request('GET', '/carriers', { token: s.owner }),
    );
    expect(page._meta.perPage).toBe(200);
    expect(page.items.map((c) => c.title)).toEqual(expect.arrayContaining(['USPS', 'UPS', 'FedEx', 'DHL']));
    const active = await json<{ items: { title: string }[] }>(
      await s.t.request('POST', '/carriers/search', { token: s.owner, body: { is_deleted: false } }),
    );
    expect(active.items.map((c) => c.title)).not.toContain('Pony Express');
  });

  it('creates, renames and (softly) deletes a carrier', async () => {
    const created = await s.t.request('POST', '/carriers', {
      token: s.owner,
      body: { title: 'Local Courier' },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const blank = await s.t.request('PATCH', `/carriers/${id}`, { token: s.owner, body: { title: ' ' } });
    expect(await blank.json()).toEqual({ errors: { title: [ORDERS_MESSAGES.titleRequired] } });
    expect((await s.t.request('DELETE', `/carriers/${id}`, { token: s.owner })).status).toBe(204);
    expect(
      await json<{ is_deleted: boolean }>(await s.t.request('GET', `/carriers/${id}`, { token: s.owner })),
    ).toMatchObject({
      title: 'Local Courier',
      is_deleted: true,
    });
    expect((await s.t.request('DELETE', '/carriers/999999', { token: s.owner })).status).toBe(404);
  });

  it('prints an order by id or display number', async () => {
    const page = await json<Page>(await s.t.request('GET', '/orders?size=1', { token: s.owner }));
    const order = page.items[0]!;
    const byNumber = await json<{ order: Order; store: { title: string } }>(
      await s.t.request('GET', `/orders/${order.display_number}/page?by=number`, { token: s.owner }),
    );
    expect(byNumber.order.id).toBe(order.id);
    expect(byNumber.order.items!.length).toBeGreaterThan(0);
    const byId = await json<{ order: Order }>(
      await s.t.request('GET', `/orders/${order.id}/page`, { token: s.owner }),
    );
    expect(byId.order.id).toBe(order.id);
    expect((await s.t.request('GET', '/orders/999999/page?by=number', { token: s.owner })).status).toBe(404);
    // "#1001" names a display number; junk is a 404, never a server error.
    const hash = await json<{ order: Order }>(
      await s.t.request('GET', `/orders/${encodeURIComponent(`#${order.display_number}`)}/page`, {
        token: s.owner,
      }),
    );
    expect(hash.order.id).toBe(order.id);
    expect((await s.t.request('GET', '/orders/100%25/page', { token: s.owner })).status).toBe(404);
    expect((await s.t.request('GET', '/orders/abc/page', { token: s.owner })).status).toBe(404);
  });
});
