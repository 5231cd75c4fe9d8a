/**
 * Carriers as store settings (spec 3 §2 `/admin/settings/carriers`, §3 Carrier, §6; spec 4 §4):
 * full settings access adds, renames and deletes them; limited settings access reads them;
 * the ship dialogs read the active ones under the orders subject (`GET /orders/carriers`);
 * deleting marks a carrier deleted, and shipments keep naming it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '@storeroom/core/access';
import { PERMISSION_DENIED } from '@storeroom/server';
import { formatMessage, ORDERS_MESSAGES } from '../contract';
import type { Carrier, CsvFulfilmentCheck } from '../contract';
import { json, placeOrder, uploadFulfilmentCsv } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

/** A new employee with these rules (no options unless given), signed in: their access token. */
async function employee(access: AccessRule[]) {
  return (await s.t.employee(access.map((r) => ({ options: [], ...r })))).token;
}

let settingsFull: string;
let settingsLimited: string;
let ordersOnly: string;
beforeAll(async () => {
  settingsFull = await employee([{ subject: 'settings', rule: 2 }]);
  settingsLimited = await employee([{ subject: 'settings', rule: 1 }]);
  ordersOnly = await employee([{ subject: 'orders', rule: 2 }]);
});

/** Every carrier of the owner's store, deleted ones too. */
const allCarriers = async (token = s.owner) =>
  (await json<{ items: Carrier[] }>(await s.t.request('GET', '/carriers?size=200', { token }))).items;
/** What the ship dialogs offer. */
const shipChoices = async (token = s.owner) =>
  json<Carrier[]>(await s.t.request('GET', '/orders/carriers', { token }));

describe('carriers settings', () => {
  it('full settings access adds and renames a carrier, which the ship dialogs then offer', async () => {
    const added = await s.t.request('POST', '/carriers', {
      token: settingsFull,
      body: { title: 'Sky Parcel' },
    });
    expect(added.status).toBe(201);
    const { id } = await json<Carrier>(added);
    expect((await shipChoices(ordersOnly)).map((c) => c.title)).toContain('Sky Parcel');

    const renamed = await s.t.request('PATCH', `/carriers/${id}`, {
      token: settingsFull,
      body: { title: 'Sky Parcel Express' },
    });
    expect(renamed.status).toBe(200);
    const titles = (await shipChoices(ordersOnly)).map((c) => c.title);
    expect(titles).toContain('Sky Parcel Express');
    expect(titles).not.toContain('Sky Parcel');
    // By title, deleted ones left out.
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles).not.toContain('Pony Express');
  });

  it('deleting marks the carrier deleted: it leaves the choices, an old shipment still names it', async () => {
    const { id: carrierId } = await json<Carrier>(
      await s.t.request('POST', '/carriers', { token: s.owner, body: { title: 'Old Post' } }),
    );
    const order = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 900 }]);
    const item = order.itemIds[0]!;
    expect(
      (
        await s.t.request('POST', `/orders/${order.id}/fulfilments`, {
          token: s.owner,
          body: { items: [{ item_id: item, quantity: 1 }] },
        })
      ).status,
    ).toBe(200);
    const shipped = await s.t.request('POST', `/orders/${order.id}/shipments`, {
      token: s.owner,
      body: { items: [{ item_id: item, quantity: 1 }], tracking_number: 'OLD1', shipping_carrier: carrierId },
    });
    expect(shipped.status).toBe(200);

    const removed = await s.t.request('DELETE', `/carriers/${carrierId}`, { token: settingsFull });
    expect(removed.status).toBe(204);
    expect((await allCarriers()).find((c) => c.id === carrierId)).toMatchObject({ is_deleted: true });
    expect((await shipChoices()).map((c) => c.id)).not.toContain(carrierId);

    const detail = await json<OrderAnswer>(
      await s.t.request('GET', `/orders/${order.id}?expand=shipments`, { token: s.owner }),
    );
    expect(detail.shipments[0]).toMatchObject({ shipping_carrier: carrierId, carrier_title: 'Old Post' });
    // The shipment may keep its deleted carrier; a new shipment may not name it.
    const kept = await s.t.request('PATCH', `/orders/${order.id}/shipments/${detail.shipments[0]!.id}`, {
      token: s.owner,
      body: { tracking_number: 'OLD2', shipping_carrier: carrierId },
    });
    expect(kept.status).toBe(200);
    const again = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 900 }]);
    await s.t.request('POST', `/orders/${again.id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: again.itemIds[0], quantity: 1 }] },
    });
    const refused = await s.t.request('POST', `/orders/${again.id}/shipments`, {
      token: s.owner,
      body: {
        items: [{ item_id: again.itemIds[0], quantity: 1 }],
        tracking_number: 'NEW1',
        shipping_carrier: carrierId,
      },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: { shipping_carrier: [ORDERS_MESSAGES.unknownCarrier] } });
  });

  it('refuses a blank or taken title and changes nothing', async () => {
    const before = await allCarriers();
    const ups = before.find((c) => c.title === 'UPS')!;
    const blank = await s.t.request('POST', '/carriers', { token: s.owner, body: { title: '  ' } });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { title: [ORDERS_MESSAGES.titleRequired] } });
    const taken = await s.t.request('POST', '/carriers', { token: s.owner, body: { title: 'fedex' } });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({ errors: { title: [ORDERS_MESSAGES.carrierTitleTaken] } });
    const renamed = await s.t.request('PATCH', `/carriers/${ups.id}`, {
      token: s.owner,
      body: { title: 'DHL' },
    });
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toEqual({ errors: { title: [ORDERS_MESSAGES.carrierTitleTaken] } });
    expect(await allCarriers()).toEqual(before);
  });

  it('limited settings access reads carriers and is refused every change (403)', async () => {
    const before = await allCarriers();
    const ups = before.find((c) => c.title === 'UPS')!;
    expect((await allCarriers(settingsLimited)).map((c) => c.id)).toEqual(before.map((c) => c.id));
    const attempts = await Promise.all([
      s.t.request('POST', '/carriers', { token: settingsLimited, body: { title: 'Mine' } }),
      s.t.request('PATCH', `/carriers/${ups.id}`, { token: settingsLimited, body: { title: 'Renamed' } }),
      s.t.request('DELETE', `/carriers/${ups.id}`, { token: settingsLimited }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: PERMISSION_DENIED });
    }
    expect(await allCarriers()).toEqual(before);
  });

  it('full Orders access without a settings rule ships with carriers but cannot change them', async () => {
    expect((await shipChoices(ordersOnly)).map((c) => c.title)).toEqual(
      expect.arrayContaining(['UPS', 'DHL']),
    );
    const attempts = await Promise.all([
      s.t.request('GET', '/carriers', { token: ordersOnly }),
      s.t.request('POST', '/carriers', { token: ordersOnly, body: { title: 'Mine' } }),
      s.t.request('DELETE', `/carriers/1`, { token: ordersOnly }),
    ]);
    for (const res of attempts) expect(res.status).toBe(403);
    // And settings without an orders rule does not read the ship dialogs' list.
    expect((await s.t.request('GET', '/orders/carriers', { token: settingsFull })).status).toBe(403);
  });

  it("another store's carriers are invisible and unchangeable", async () => {
    const second = await s.t.switchStore(s.owner);
    const theirs = await json<Carrier>(
      await s.t.request('POST', '/carriers', { token: second, body: { title: 'Second Store Post' } }),
    );
    expect((await allCarriers()).map((c) => c.title)).not.toContain('Second Store Post');
    expect((await shipChoices()).map((c) => c.id)).not.toContain(theirs.id);
    expect((await s.t.request('GET', `/carriers/${theirs.id}`, { token: s.owner })).status).toBe(404);
    expect((await s.t.request('DELETE', `/carriers/${theirs.id}`, { token: s.owner })).status).toBe(404);
    expect(
      (await s.t.request('PATCH', `/carriers/${theirs.id}`, { token: s.owner, body: { title: 'Mine' } }))
        .status,
    ).toBe(404);
    expect((await allCarriers(second)).find((c) => c.id === theirs.id)).toMatchObject({ is_deleted: false });
  });

  it('the CSV mass fulfilment recognises a carrier added in settings by title, any case, and not a deleted one', async () => {
    await s.t.request('POST', '/carriers', { token: settingsFull, body: { title: 'Swift Freight' } });
    const { id: goneId } = await json<Carrier>(
      await s.t.request('POST', '/carriers', { token: settingsFull, body: { title: 'Gone Freight' } }),
    );
    await s.t.request('DELETE', `/carriers/${goneId}`, { token: settingsFull });
    const order = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const other = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 10 }]);
    const csv = `${order.display_number},1ZSWIFT,swift FREIGHT\n${other.display_number},1ZGONE,Gone Freight`;
    const file = () => {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'tracking.csv');
      return body;
    };
    const checked = await s.t.request('POST', '/orders/csv/check', { token: ordersOnly, body: file() });
    expect(await json<CsvFulfilmentCheck>(checked)).toEqual({
      lines: 2,
      orders: 1,
      warnings: [formatMessage(ORDERS_MESSAGES.csvCarrierNotFound, { line: 2, carrier: 'Gone Freight' })],
    });
    expect((await uploadFulfilmentCsv(s.t, ordersOnly, file())).status).toBe(200);
    const shipped = await json<OrderAnswer>(
      await s.t.request('GET', `/orders/${order.id}?expand=shipments`, { token: s.owner }),
    );
    expect(shipped.shipments[0]).toMatchObject({
      tracking_number: '1ZSWIFT',
      carrier_title: 'Swift Freight',
    });
  });
});
