import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { CHECKOUT_MESSAGES } from '../contract';
import type { CheckoutSettings, CheckoutSettingsUpdate } from '../contract';
import { DEFAULT_CHECKOUT_SETTINGS, SEED_CHECKOUT_SETTINGS } from './seed-data';
import { checkoutTestServer } from './test-server';

let t: TestServer;
let owner: string;
const path = '/settings/checkout';

beforeAll(async () => {
  t = await checkoutTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function read(token = owner): Promise<CheckoutSettings> {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckoutSettings;
}

async function patch(body: CheckoutSettingsUpdate | Record<string, unknown>, token = owner) {
  return t.request('PATCH', path, { token, body });
}

describe('Checkout settings API (/settings/checkout)', () => {
  it('answers the seeded settings of the store', async () => {
    const { updated_at: _at, ...settings } = await read();
    expect(settings).toEqual(SEED_CHECKOUT_SETTINGS);
  });

  it('changes only the parts sent, nested ones too', async () => {
    const res = await patch({
      header: { image: '/uploads/1/checkout/logo.png' },
      policies: { terms: 'Be nice.' },
      google_autocomplete_key: 'AIzaSyTest_Key-123',
      abandoned_timeout: 45,
      fields: { company: -1 },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as CheckoutSettings;
    expect(saved).toMatchObject({
      header: { image: '/uploads/1/checkout/logo.png' },
      policies: { ...SEED_CHECKOUT_SETTINGS.policies, terms: 'Be nice.' },
      google_autocomplete_key: 'AIzaSyTest_Key-123',
      abandoned_timeout: 45,
      fields: { ...SEED_CHECKOUT_SETTINGS.fields, company: -1 },
    });
    expect(await read()).toEqual(saved);
    // The image can be removed; the rest stays.
    const cleared = (await (await patch({ header: { image: null } })).json()) as CheckoutSettings;
    expect(cleared).toMatchObject({ header: { image: null }, abandoned_timeout: 45 });
  });

  it('refuses bad input with the contract’s messages and changes nothing', async () => {
    const before = await read();
    const refused: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ abandoned_timeout: 0 }, { abandoned_timeout: [CHECKOUT_MESSAGES.abandonedTimeout] }],
      [{ abandoned_timeout: 1.5 }, { abandoned_timeout: [CHECKOUT_MESSAGES.abandonedTimeout] }],
      [{ fields: { phone: 2 } }, { 'fields.phone': [CHECKOUT_MESSAGES.fieldState] }],
      [
        { google_autocomplete_key: 'has spaces' },
        { google_autocomplete_key: [CHECKOUT_MESSAGES.googleKeyInvalid] },
      ],
      [{ header: { image: '/uploads/1/notes.pdf' } }, { 'header.image': [CHECKOUT_MESSAGES.imageInvalid] }],
      [
        { policies: { refund: 'x'.repeat(20_001) } },
        { 'policies.refund': [CHECKOUT_MESSAGES.policyTooLong] },
      ],
    ];
    for (const [body, errors] of refused) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(await res.json()).toEqual({ errors });
    }
    // One bad part refuses the whole save.
    const mixed = await patch({ policies: { terms: 'Changed' }, abandoned_timeout: 0 });
    expect(mixed.status).toBe(422);
    expect(await read()).toEqual(before);
  });

  it('keeps each store’s settings apart: the second store has the defaults', async () => {
    const other = await t.switchStore(owner);
    const { updated_at, ...settings } = await read(other);
    expect(updated_at).toBeNull();
    expect(settings).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    const changed = await patch({ abandoned_timeout: 5 }, other);
    expect(changed.status).toBe(200);
    expect((await read()).abandoned_timeout).not.toBe(5);
    expect((await read(other)).abandoned_timeout).toBe(5);
  });

  it('is read-only under limited settings access (403 on PATCH) and closed without a settings rule', async () => {
    expect((await t.request('GET', path)).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', path, { token: none })).status).toBe(403);
    const limited = (await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await read();
    expect(await read(limited)).toEqual(before);
    expect((await patch({ abandoned_timeout: 9 }, limited)).status).toBe(403);
    expect(await read()).toEqual(before);
    const full = (await t.employeeSession([{ subject: 'settings', rule: 2, options: [] }])).tokens
      .accessToken;
    expect((await patch({ abandoned_timeout: 9 }, full)).status).toBe(200);
  });
});
