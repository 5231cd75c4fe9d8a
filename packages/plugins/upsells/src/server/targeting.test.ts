/**
 * Upsell targeting rules (spec 3 §3: type, condition, value, and match one or must match all)
 * on a real database (PGlite; PostgreSQL with DATABASE_URL): kept as sent, a condition of the
 * wrong kind or a bad value refused with its message and nothing changed, read-only for limited
 * access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { UPSELLS_MESSAGES } from '../contract';
import type { Upsell } from '../contract';
import { upsellsTestServer } from './test-server';

const M = UPSELLS_MESSAGES;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await upsellsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const stored = async (id: number) =>
  (await (await t.request('GET', `/upsells/${id}`, { token: owner })).json()) as Upsell;

async function created(body: Record<string, unknown>): Promise<Upsell> {
  const res = await t.request('POST', '/upsells', { token: owner, body });
  expect(res.status).toBe(201);
  return (await res.json()) as Upsell;
}

const RULES = {
  match: 'all',
  rules: [
    { type: 'vendor', condition: 'starts_with', value: 'Nordic' },
    { type: 'order_total', condition: 'greater', value: '50' },
  ],
};

describe('targeting rules', () => {
  it('starts with none (every buyer, match one) and keeps the rules and match setting sent', async () => {
    const plain = await created({ type: 'recommendation', title: 'Untargeted' });
    expect(plain.targeting).toEqual({ match: 'any', rules: [] });
    const c = await created({ type: 'storewide', title: 'Targeted', targeting: RULES });
    expect(c.targeting).toEqual(RULES);
    expect((await stored(c.id)).targeting).toEqual(RULES);
    const res = await t.request('PATCH', `/upsells/${c.id}`, {
      token: owner,
      body: {
        targeting: { match: 'any', rules: [{ type: 'tag', condition: 'not_contains', value: ' sale ' }] },
      },
    });
    expect(res.status).toBe(200);
    expect((await stored(c.id)).targeting).toEqual({
      match: 'any',
      rules: [{ type: 'tag', condition: 'not_contains', value: 'sale' }],
    });
  });

  it('refuses a condition of the other kind, a blank value or a price that is no number; nothing changes', async () => {
    const c = await created({ type: 'x-items', title: 'Guarded', targeting: RULES });
    const res = await t.request('PATCH', `/upsells/${c.id}`, {
      token: owner,
      body: {
        targeting: {
          match: 'any',
          rules: [
            { type: 'price', condition: 'contains', value: '10' },
            { type: 'product_title', condition: 'greater', value: 'Mug' },
            { type: 'vendor', condition: 'is_exactly', value: '  ' },
            { type: 'weight', condition: 'less', value: 'heavy' },
          ],
        },
      },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: {
        'targeting.rules.0.condition': [M.ruleConditionInvalid],
        'targeting.rules.1.condition': [M.ruleConditionInvalid],
        'targeting.rules.2.value': [M.ruleValueRequired],
        'targeting.rules.3.value': [M.ruleNumberInvalid],
      },
    });
    expect((await stored(c.id)).targeting).toEqual(RULES);
  });

  it('is read-only for limited access', async () => {
    const c = await created({ type: 'order-bumps', title: 'Bumps targeted', targeting: RULES });
    const limited = (await t.employeeSession([{ subject: 'upsells', rule: 1, options: [] }])).tokens
      .accessToken;
    expect((await stored(c.id)).targeting).toEqual(RULES);
    const res = await t.request('PATCH', `/upsells/${c.id}`, {
      token: limited,
      body: { targeting: { match: 'any', rules: [] } },
    });
    expect(res.status).toBe(403);
    expect((await stored(c.id)).targeting).toEqual(RULES);
  });
});
