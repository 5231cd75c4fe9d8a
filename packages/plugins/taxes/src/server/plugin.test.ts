import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { TAXES_MESSAGES } from '../contract';
import type { Tax, TaxInput, UsedRegion } from '../contract';
import { taxesTestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List {
  items: Tax[];
  _meta: { totalCount: number };
}

const path = '/settings/taxes';

beforeAll(async () => {
  t = await taxesTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function all(token = owner): Promise<Tax[]> {
  return ((await (await t.request('GET', `${path}?size=200`, { token })).json()) as List).items;
}

async function create(body: TaxInput): Promise<Response> {
  return t.request('POST', path, { token: owner, body });
}

describe('Taxes API (/settings/taxes)', () => {
  it('lists the seeded taxes of the caller’s store only, by country then state', async () => {
    const items = await all();
    const seeded = items.filter((tax) => ['US', 'DE', 'CA'].includes(tax.country));
    expect(seeded.map((tax) => [tax.country, tax.state, tax.tax, tax.shipping_exempt])).toEqual([
      ['DE', null, 19, false],
      ['US', 'CA', 7.25, true],
      ['US', 'NY', 8.875, false],
    ]);
  });

  it('searches by country or state, by code or by name', async () => {
    const search = async (query: string) =>
      (
        (await (await t.request('POST', `${path}/search`, { token: owner, body: { query } })).json()) as List
      ).items.map((tax) => `${tax.country}-${tax.state ?? '*'}`);
    expect(await search('germany')).toEqual(['DE-*']);
    expect(await search('califor')).toEqual(['US-CA']);
    expect(await search('new york')).toEqual(['US-NY']);
  });

  it('creates a tax (codes upper-cased, percent kept exactly), updates it and deletes it', async () => {
    const res = await create({ country: 'fr', state: '', tax: 20.125 });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Tax;
    expect(created).toMatchObject({ country: 'FR', state: null, tax: 20.125, shipping_exempt: false });
    const patched = await t.request('PATCH', `${path}/${created.id}`, {
      token: owner,
      body: { tax: 5.5, shipping_exempt: true },
    });
    expect(await patched.json()).toMatchObject({
      id: created.id,
      country: 'FR',
      tax: 5.5,
      shipping_exempt: true,
    });
    expect((await t.request('DELETE', `${path}/${created.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `${path}/${created.id}`, { token: owner })).status).toBe(404);
  });

  it('refuses bad input with the contract’s messages and changes nothing', async () => {
    const before = await all();
    const refused: [TaxInput, Record<string, string[]>][] = [
      [{ country: '', tax: 5 }, { country: [TAXES_MESSAGES.countryRequired] }],
      [{ country: 'US', state: 'CA', tax: 101 }, { tax: [TAXES_MESSAGES.taxInvalid] }],
      [{ country: 'US', state: 'TX', tax: 6.2501 }, { tax: [TAXES_MESSAGES.taxInvalid] }],
      [{ country: 'US', state: 'TX', tax: -1 }, { tax: [TAXES_MESSAGES.taxInvalid] }],
      [{ country: 'ZZ', tax: 5 }, { country: [TAXES_MESSAGES.countryUnknown] }],
      [{ country: 'US', state: 'XX', tax: 5 }, { state: [TAXES_MESSAGES.stateUnknown] }],
    ];
    for (const [body, errors] of refused) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ errors });
    }
    expect(await all()).toEqual(before);
  });

  it('refuses a country/state pair already used, on create and on update (spec 3 §5)', async () => {
    const before = await all();
    const state = await create({ country: 'US', state: 'ca', tax: 1 });
    expect(state.status).toBe(422);
    expect(await state.json()).toEqual({ errors: { state: [TAXES_MESSAGES.pairUsed] } });
    const country = await create({ country: 'DE', tax: 7 });
    expect(await country.json()).toEqual({ errors: { country: [TAXES_MESSAGES.pairUsed] } });
    // The whole United States is a pair of its own, distinct from its states.
    const us = (await (await create({ country: 'US', tax: 4 })).json()) as Tax;
    const ny = before.find((tax) => tax.state === 'NY')!;
    const moved = await t.request('PATCH', `${path}/${ny.id}`, { token: owner, body: { state: 'CA' } });
    expect(moved.status).toBe(422);
    expect(await moved.json()).toEqual({ errors: { state: [TAXES_MESSAGES.pairUsed] } });
    expect((await all()).find((tax) => tax.id === ny.id)).toEqual(ny);
    // Saving a tax with its own pair is no conflict.
    const same = await t.request('PATCH', `${path}/${ny.id}`, {
      token: owner,
      body: { country: 'US', state: 'NY', tax: 8.5 },
    });
    expect(await same.json()).toMatchObject({ state: 'NY', tax: 8.5 });
    await t.request('PATCH', `${path}/${ny.id}`, { token: owner, body: { tax: ny.tax } });
    await t.request('DELETE', `${path}/${us.id}`, { token: owner });
  });

  it('answers the used pairs for the modal to exclude', async () => {
    const res = await t.request('GET', `${path}/used-regions`, { token: owner });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: UsedRegion[] };
    expect(items.map((r) => `${r.country}-${r.state ?? '*'}`)).toEqual(
      expect.arrayContaining(['DE-*', 'US-CA', 'US-NY']),
    );
    expect(items.some((r) => r.country === 'CA')).toBe(false);
  });

  it('never shows or changes another store’s taxes', async () => {
    const other = await t.switchStore(owner);
    const theirs = await all(other);
    expect(theirs.map((tax) => tax.country)).toEqual(['CA']);
    const mine = await all();
    expect(mine.some((tax) => tax.id === theirs[0]!.id)).toBe(false);
    expect((await t.request('GET', `${path}/${theirs[0]!.id}`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `${path}/${theirs[0]!.id}`, { token: owner, body: { tax: 1 } })).status,
    ).toBe(404);
    // A pair used in the other store is free in this one.
    const res = await create({ country: 'CA', tax: 5 });
    expect(res.status).toBe(201);
    await t.request('DELETE', `${path}/${((await res.json()) as Tax).id}`, { token: owner });
  });

  it('is read-only under limited settings access and closed without a settings rule', async () => {
    expect((await t.request('GET', path)).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', path, { token: none })).status).toBe(403);
    expect((await t.request('GET', `${path}/used-regions`, { token: none })).status).toBe(403);
    const limited = (await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await all();
    expect(await all(limited)).toEqual(before);
    const [first] = before;
    expect((await t.request('POST', path, { token: limited, body: { country: 'IT', tax: 22 } })).status).toBe(
      403,
    );
    expect(
      (await t.request('PATCH', `${path}/${first!.id}`, { token: limited, body: { tax: 1 } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `${path}/${first!.id}`, { token: limited })).status).toBe(403);
    expect(await all()).toEqual(before);
  });
});
