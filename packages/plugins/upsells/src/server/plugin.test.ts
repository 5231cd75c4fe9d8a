import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { NEW_UPSELL_EXCEPTION, UPSELLS_MESSAGES, UPSELLS_PAGE_SIZE } from '../contract';
import type { Upsell, UpsellInput, UpsellStatistics } from '../contract';
import { SEED_UPSELLS } from './seed-data';
import { upsellsTestServer } from './test-server';

const M = UPSELLS_MESSAGES;
let t: TestServer;
let owner: string;

interface List {
  items: Upsell[];
  _meta: { totalCount: number; perPage: number };
}

beforeAll(async () => {
  t = await upsellsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const list = async (token = owner, query = '') =>
  (await (await t.request('GET', `/upsells${query}`, { token })).json()) as List;
const create = (body: UpsellInput, token = owner) => t.request('POST', '/upsells', { token, body });
async function created(body: UpsellInput): Promise<Upsell> {
  const res = await create(body);
  expect(res.status).toBe(201);
  return (await res.json()) as Upsell;
}
const patch = (id: number, body: unknown, token = owner) =>
  t.request('PATCH', `/upsells/${id}`, { token, body });

describe('Upsells API (/upsells)', () => {
  it('lists the store’s campaigns 200 to a page, newest first, with statistics when expanded', async () => {
    const page = await list(owner, '?expand=statistics,upsell_steps');
    expect(page._meta.perPage).toBe(UPSELLS_PAGE_SIZE);
    const seeded = page.items.filter((c) => SEED_UPSELLS.some((s) => s.title === c.title));
    expect(seeded.map((c) => c.title)).toEqual([...SEED_UPSELLS].reverse().map((s) => s.title));
    const storewide = seeded.find((c) => c.type === 'storewide')!;
    expect(storewide.statistics).toMatchObject({ impressions: 45, conversions: 7 });
    expect(page.items.some((c) => c.title === 'Outlet storewide sale')).toBe(false);
  });

  it('creates a campaign of a type with defaults, and saves a whole body', async () => {
    const c = await created({ type: 'recommendation', title: 'Pair it with' });
    expect(c).toMatchObject({
      type: 'recommendation',
      is_draft: true,
      active: false,
      builder_theme_id: null,
    });
    const res = await patch(c.id, {
      trigger: { products: [3, 4], exceptions: [{ product_id: 3, ...NEW_UPSELL_EXCEPTION }] },
      discount: { type: 'amount', value: 250, offers: [] },
      is_draft: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      active: true,
      trigger: { products: [3, 4], exceptions: [{ product_id: 3, condition: 'greater', value: 5 }] },
      discount: { type: 'amount', value: 250 },
    });
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const before = (await list())._meta.totalCount;
    const blank = await create({ type: 'storewide', title: '  ' });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { title: [M.titleRequired] } });
    const badType = await create({ type: 'nope' as never, title: 'X' });
    expect(badType.status).toBe(422);
    expect(((await badType.json()) as { errors: Record<string, string[]> }).errors.type).toEqual([
      M.typeInvalid,
    ]);
    expect((await list())._meta.totalCount).toBe(before);

    const c = await created({ type: 'storewide', title: 'Percent check' });
    const over = await patch(c.id, { discount: { type: 'percent', value: 150, offers: [] } });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ errors: { 'discount.value': [M.percentInvalid] } });
    const color = await patch(c.id, {
      timer_bar: { enabled: true, message: 'x', background_color: 'red', text_color: '#FFFFFF' },
    });
    expect(color.status).toBe(422);
    const again = (await (await t.request('GET', `/upsells/${c.id}`, { token: owner })).json()) as Upsell;
    expect(again.discount.value).toBe(10);
    expect(again.timer_bar.enabled).toBe(false);
  });

  it('toggles draft, and a one-click upsell is active only with a step', async () => {
    const c = await created({ type: 'one-click-upsell', title: 'Funnel' });
    expect(await (await patch(c.id, { is_draft: false })).json()).toMatchObject({
      is_draft: false,
      active: false,
    });
    const withStep = await patch(c.id, { upsell_steps: [{ product_id: 1, title: 'Socks' }] });
    expect(await withStep.json()).toMatchObject({ active: true });
    expect(await (await patch(c.id, { is_draft: true })).json()).toMatchObject({ active: false });
  });

  it('refuses the template choice while the store has no builder theme', async () => {
    const c = await created({ type: 'one-click-upsell', title: 'No theme yet' });
    const res = await patch(c.id, { builder_theme: 101 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { builder_theme: [M.builderThemeRequired] } });
    const other = await created({ type: 'storewide', title: 'Not a funnel' });
    expect(await (await patch(other.id, { builder_theme: 101 })).json()).toEqual({
      errors: { builder_theme: [M.notOneClickUpsell] },
    });
  });

  it('deletes a campaign', async () => {
    const c = await created({ type: 'order-bumps', title: 'To delete' });
    expect((await t.request('DELETE', `/upsells/${c.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/upsells/${c.id}`, { token: owner })).status).toBe(404);
  });

  it('gives limited `upsells` access read-only, and no access nothing', async () => {
    const limited = (await t.employeeSession([{ subject: 'upsells', rule: 1, options: [] }])).tokens
      .accessToken;
    expect((await t.request('GET', '/upsells', { token: limited })).status).toBe(200);
    expect((await create({ type: 'storewide', title: 'Nope' }, limited)).status).toBe(403);
    const [first] = (await list()).items;
    expect((await patch(first!.id, { is_draft: true }, limited)).status).toBe(403);
    expect((await t.request('DELETE', `/upsells/${first!.id}`, { token: limited })).status).toBe(403);
    expect(
      (await t.request('POST', '/order-bump-categories', { token: limited, body: { title: 'X' } })).status,
    ).toBe(403);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', '/upsells', { token: none })).status).toBe(403);
  });

  it('never shows or changes another store’s campaign', async () => {
    const outlet = await t.switchStore(owner);
    const theirs = (await list(outlet)).items;
    expect(theirs.map((c) => c.title)).toEqual(['Outlet storewide sale']);
    const id = theirs[0]!.id;
    expect((await t.request('GET', `/upsells/${id}`, { token: owner })).status).toBe(404);
    expect((await patch(id, { title: 'Mine now' })).status).toBe(404);
    expect((await t.request('GET', `/upsells/${id}/statistics`, { token: owner })).status).toBe(404);
  });
});

describe('order-bump categories (/order-bump-categories)', () => {
  it('creates, renames and deletes; a campaign refuses another store’s or a missing category', async () => {
    const res = await t.request('POST', '/order-bump-categories', { token: owner, body: { title: 'Socks' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const renamed = await t.request('PATCH', `/order-bump-categories/${id}`, {
      token: owner,
      body: { title: 'Warm socks' },
    });
    expect(await renamed.json()).toEqual({ id, title: 'Warm socks' });
    const blank = await t.request('POST', '/order-bump-categories', { token: owner, body: { title: '' } });
    expect(await blank.json()).toEqual({ errors: { title: [M.categoryTitleRequired] } });

    const bump = await created({ type: 'order-bumps', title: 'Bump', category: id });
    expect(bump.category).toBe(id);
    expect(await (await patch(bump.id, { category: 999_999 })).json()).toEqual({
      errors: { category: [M.categoryNotFound] },
    });
    expect((await t.request('DELETE', `/order-bump-categories/${id}`, { token: owner })).status).toBe(204);
  });
});

describe('statistics from storefront events', () => {
  const record = (body: Record<string, unknown>) => t.request('POST', '/storefront/upsells/events', { body });

  it('counts impressions and conversions per page between two dates', async () => {
    const c = await created({ type: 'storewide', title: 'Counted' });
    for (const [event, page_id] of [
      ['impression', '/cart'],
      ['impression', '/cart'],
      ['impression', '/cart'],
      ['impression', '/cart'],
      ['conversion', '/cart'],
      ['impression', '/thank-you'],
    ] as const)
      expect((await record({ store: 'storeroom-demo', campaign_id: c.id, event, page_id })).status).toBe(204);
    const today = new Date().toISOString().slice(0, 10);
    const stats = (await (
      await t.request('GET', `/upsells/${c.id}/statistics?from=${today}&to=${today}`, { token: owner })
    ).json()) as UpsellStatistics;
    expect(stats).toEqual({
      impressions: 5,
      conversions: 1,
      conversion_rate: 20,
      pages: [
        { page_id: '/cart', impressions: 4, conversions: 1, conversion_rate: 25 },
        { page_id: '/thank-you', impressions: 1, conversions: 0, conversion_rate: 0 },
      ],
    });
    const before = (await (
      await t.request('GET', `/upsells/${c.id}/statistics?to=2000-01-01`, { token: owner })
    ).json()) as UpsellStatistics;
    expect(before).toMatchObject({ impressions: 0, pages: [] });
  });

  it('refuses an unknown store, another store’s campaign and a bad event, recording nothing', async () => {
    const c = await created({ type: 'storewide', title: 'Guarded' });
    expect((await record({ store: 'no-such-store', campaign_id: c.id, event: 'impression' })).status).toBe(
      404,
    );
    expect((await record({ store: 'storeroom-outlet', campaign_id: c.id, event: 'impression' })).status).toBe(
      422,
    );
    expect((await record({ store: 'storeroom-demo', campaign_id: c.id, event: 'click' })).status).toBe(422);
    const stats = (await (
      await t.request('GET', `/upsells/${c.id}/statistics`, { token: owner })
    ).json()) as UpsellStatistics;
    expect(stats.impressions + stats.conversions).toBe(0);
  });
});
