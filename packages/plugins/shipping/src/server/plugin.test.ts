import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createShippingClient } from '../client';
import { SHIPPING_MESSAGES } from '../contract';
import type { ShippingZone, ShippingZoneInput } from '../contract';
import { SEED_SHIPPING_ZONES } from './seed-data';
import { shippingTestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List {
  items: ShippingZone[];
  _meta: { totalCount: number };
}

beforeAll(async () => {
  t = await shippingTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const zonesPath = '/settings/shipping';

async function names(token = owner): Promise<string[]> {
  const res = await t.request('GET', `${zonesPath}?size=200`, { token });
  return ((await res.json()) as List).items.map((zone) => zone.name);
}

const valid: ShippingZoneInput = {
  name: 'Canada',
  rate: 1295,
  regions: [{ country: 'CA', state: 'ON' }, { country: 'CA' }],
  exceptions: [{ type: 1, min: 0.5, max: 5, rate: 1595 }],
  additional_rates: [{ name: 'Priority', rate: 2495 }],
};

describe('Shipping zones API (/settings/shipping)', () => {
  it('lists the seeded zones of the caller’s store by name, with their regions and exceptions', async () => {
    const res = await t.request('GET', zonesPath, { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    const seeded = body.items.filter((zone) => SEED_SHIPPING_ZONES.some((s) => s.name === zone.name));
    expect(seeded.map((zone) => zone.name)).toEqual(['Domestic', 'Europe']);
    expect(seeded[1]).toMatchObject({
      rate: 1495,
      regions: expect.arrayContaining([{ country: 'DE', state: null }]),
      exceptions: [{ type: 1, min: 2, max: 10, rate: 2495 }],
    });
  });

  it('creates a zone through the derived client, reads it back and updates it', async () => {
    const client = createShippingClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: owner, fetch: t.fetch }),
    );
    const created = await client.zones.create(valid);
    expect(created).toMatchObject({
      name: 'Canada',
      rate: 1295,
      description: '',
      regions: [
        { country: 'CA', state: 'ON' },
        { country: 'CA', state: null },
      ],
      exceptions: [{ type: 1, min: 0.5, max: 5, rate: 1595 }],
      additional_rates: [{ name: 'Priority', rate: 2495 }],
    });
    expect(await client.zones.get(created.id)).toEqual(created);
    const updated = await client.zones.update(created.id, { rate: 1395 });
    expect(updated).toMatchObject({ rate: 1395, regions: created.regions });
    expect((await client.zones.search({ query: 'canad' })).items.map((z) => z.name)).toContain('Canada');
  });

  it('refuses bad input with the contract’s messages and changes nothing', async () => {
    const before = await names();
    const refuse = async (body: unknown, errors: Record<string, string[]>) => {
      const res = await t.request('POST', zonesPath, { token: owner, body });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual(errors);
    };
    await refuse({ ...valid, name: '  ' }, { name: [SHIPPING_MESSAGES.nameRequired] });
    // spec 3 §5: max must not be less than min.
    await refuse(
      { ...valid, exceptions: [{ type: 3, min: 5000, max: 4999, rate: 0 }] },
      { 'exceptions.0.max': [SHIPPING_MESSAGES.exceptionMaxBelowMin] },
    );
    // Countries and subdivisions are checked against the country data package.
    await refuse(
      { ...valid, regions: [{ country: 'US', state: 'CA' }, { country: 'ZZ' }] },
      { 'regions.1.country': [SHIPPING_MESSAGES.countryUnknown] },
    );
    await refuse(
      { ...valid, regions: [{ country: 'US', state: 'XX' }] },
      { 'regions.0.state': [SHIPPING_MESSAGES.stateUnknown] },
    );
    await refuse({ ...valid, rate: 12.5 }, { rate: [SHIPPING_MESSAGES.rateInvalid] });
    expect(await names()).toEqual(before);

    // An update is checked the same way and leaves the zone as it was.
    const [domestic] = ((await (await t.request('GET', zonesPath, { token: owner })).json()) as List).items;
    const res = await t.request('PATCH', `${zonesPath}/${domestic!.id}`, {
      token: owner,
      body: { exceptions: [{ type: 2, min: 3, max: 1, rate: 0 }], regions: [{ country: 'US', state: 'QQ' }] },
    });
    expect(res.status).toBe(422);
    const after = (await (
      await t.request('GET', `${zonesPath}/${domestic!.id}`, { token: owner })
    ).json()) as ShippingZone;
    expect(after).toEqual(domestic);
  });

  it('is read-only under limited settings access and closed without a settings rule', async () => {
    expect((await t.request('GET', zonesPath)).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', zonesPath, { token: none })).status).toBe(403);

    const before = await names();
    const limited = (await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }])).tokens
      .accessToken;
    expect(await names(limited)).toEqual(before);
    const [zone] = ((await (await t.request('GET', zonesPath, { token: limited })).json()) as List).items;
    expect((await t.request('POST', zonesPath, { token: limited, body: valid })).status).toBe(403);
    expect(
      (await t.request('PATCH', `${zonesPath}/${zone!.id}`, { token: limited, body: { rate: 1 } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `${zonesPath}/${zone!.id}`, { token: limited })).status).toBe(403);
    expect(await names()).toEqual(before);

    const full = (await t.employeeSession([{ subject: 'settings', rule: 2, options: [] }])).tokens
      .accessToken;
    const res = await t.request('POST', zonesPath, {
      token: full,
      body: { ...valid, name: 'By an employee' },
    });
    expect(res.status).toBe(201);
  });

  it('never shows or changes another store’s zones', async () => {
    const other = await t.switchStore(owner);
    expect(await names(other)).toEqual(['Second store zone']);
    const [mine] = ((await (await t.request('GET', zonesPath, { token: owner })).json()) as List).items;
    expect((await t.request('GET', `${zonesPath}/${mine!.id}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PATCH', `${zonesPath}/${mine!.id}`, { token: other, body: { rate: 1 } })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `${zonesPath}/${mine!.id}`, { token: other })).status).toBe(404);
    expect((await names()).length).toBeGreaterThanOrEqual(SEED_SHIPPING_ZONES.length);
    expect(await names()).not.toContain('Second store zone');
  });

  it('deletes a zone', async () => {
    const res = await t.request('POST', zonesPath, { token: owner, body: { ...valid, name: 'Short-lived' } });
    const { id } = (await res.json()) as ShippingZone;
    expect((await t.request('DELETE', `${zonesPath}/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `${zonesPath}/${id}`, { token: owner })).status).toBe(404);
  });
});
