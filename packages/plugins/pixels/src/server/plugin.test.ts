import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { PIXELS_MESSAGES } from '../contract';
import type { Pixel, PixelInput } from '../contract';
import { SEED_PIXELS } from './seed-data';
import { pixelsTestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List {
  items: Pixel[];
  _meta: { totalCount: number; pageCount: number };
}

const path = '/pixels';

beforeAll(async () => {
  t = await pixelsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function all(token = owner): Promise<Pixel[]> {
  return ((await (await t.request('GET', `${path}?size=200&sort=id`, { token })).json()) as List).items;
}
const create = (body: PixelInput, token = owner) => t.request('POST', path, { token, body });

describe('Pixels API (/pixels)', () => {
  it('lists the seeded pixels, newest first, the access token only as whether it is set', async () => {
    const res = await t.request('GET', path, { token: owner });
    const list = (await res.json()) as List;
    const seeded = list.items.filter((p) => SEED_PIXELS.some((s) => s.title === p.title));
    expect(seeded.map((p) => p.title)).toEqual(SEED_PIXELS.map((s) => s.title).reverse());
    const facebook = seeded.find((p) => p.title === 'Facebook ads')!;
    expect(facebook).toMatchObject({
      enabled: true,
      position: 'head',
      pages: [],
      facebook: { code: '123456789012345', access_token_set: true },
      google: null,
    });
    expect(JSON.stringify(list)).not.toContain('demo-facebook-token');
  });

  it('searches by title or pixel id, and pages', async () => {
    const search = async (query: string) =>
      (
        (await (await t.request('POST', `${path}/search`, { token: owner, body: { query } })).json()) as List
      ).items.map((p) => p.title);
    expect(await search('google ads')).toEqual(['Google Ads conversions']);
    expect(await search('998877')).toEqual(['Old campaign']);
    const page = (await (
      await t.request('GET', `${path}?size=2&page=2&sort=id`, { token: owner })
    ).json()) as List;
    expect(page.items.map((p) => p.title)).toEqual(['Old campaign']);
  });

  it('creates a pixel with its Facebook and Google parts, edits it and deletes it', async () => {
    const res = await create({
      title: '  Spring sale  ',
      position: 'body',
      pages: ['product', 'cart', 'product'],
      facebook: { code: '5550001112', access_token: 'secret-token' },
      google: { code: 'G-SPRING123' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Pixel;
    expect(created).toMatchObject({
      title: 'Spring sale',
      enabled: true,
      position: 'body',
      pages: ['product', 'cart'],
      facebook: { code: '5550001112', access_token_set: true },
      google: { code: 'G-SPRING123' },
    });
    // An empty token keeps the saved one; null removes a part.
    const patched = await t.request('PATCH', `${path}/${created.id}`, {
      token: owner,
      body: { enabled: false, facebook: { code: '5550001113', access_token: '' }, google: null },
    });
    expect(await patched.json()).toMatchObject({
      enabled: false,
      facebook: { code: '5550001113', access_token_set: true },
      google: null,
    });
    expect((await t.request('DELETE', `${path}/${created.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `${path}/${created.id}`, { token: owner })).status).toBe(404);
  });

  it('answers, sets and removes a pixel’s Facebook and Google parts on their own', async () => {
    const pixel = (await (await create({ title: 'Parts' })).json()) as Pixel;
    const fb = `${path}/${pixel.id}/facebook`;
    const google = `${path}/${pixel.id}/google`;
    const none = await t.request('GET', fb, { token: owner });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: PIXELS_MESSAGES.facebookNotSet });
    const set = await t.request('PATCH', fb, {
      token: owner,
      body: { code: '4443332221', access_token: 'tok' },
    });
    expect(await set.json()).toEqual({ code: '4443332221', access_token_set: true });
    expect(await (await t.request('GET', fb, { token: owner })).json()).toEqual({
      code: '4443332221',
      access_token_set: true,
    });
    expect((await t.request('PATCH', google, { token: owner, body: { code: 'AW-99887766' } })).status).toBe(
      200,
    );
    expect(await (await t.request('GET', google, { token: owner })).json()).toEqual({ code: 'AW-99887766' });
    const bad = await t.request('PATCH', google, { token: owner, body: { code: 'nope' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { code: [PIXELS_MESSAGES.googleCodeInvalid] } });
    expect((await t.request('DELETE', fb, { token: owner })).status).toBe(204);
    expect((await t.request('DELETE', google, { token: owner })).status).toBe(204);
    expect(
      (await t.request('GET', `${path}/${pixel.id}`, { token: owner }).then((r) => r.json())) as Pixel,
    ).toMatchObject({
      facebook: null,
      google: null,
    });
    await t.request('DELETE', `${path}/${pixel.id}`, { token: owner });
  });

  it('refuses bad input with its messages and changes nothing', async () => {
    const before = await all();
    const refused: [unknown, Record<string, string[]>][] = [
      [{ title: '  ' }, { title: [PIXELS_MESSAGES.titleRequired] }],
      [{ title: 'x'.repeat(201) }, { title: [PIXELS_MESSAGES.titleTooLong] }],
      [{ title: 'P', position: 'footer' }, { position: [PIXELS_MESSAGES.positionInvalid] }],
      [{ title: 'P', pages: ['checkout'] }, { 'pages.0': [PIXELS_MESSAGES.pageUnknown] }],
      [{ title: 'P', facebook: { code: 'abc' } }, { 'facebook.code': [PIXELS_MESSAGES.facebookCodeInvalid] }],
      [{ title: 'P', google: { code: '12345' } }, { 'google.code': [PIXELS_MESSAGES.googleCodeInvalid] }],
    ];
    for (const [body, errors] of refused) {
      const res = await create(body as PixelInput);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ errors });
    }
    const [first] = before;
    const patch = await t.request('PATCH', `${path}/${first!.id}`, { token: owner, body: { title: '' } });
    expect(patch.status).toBe(422);
    expect(await all()).toEqual(before);
  });

  it('allows creation when no themes area answers (no builder theme)', async () => {
    const status = await t.request('GET', `${path}/status`, { token: owner });
    expect(await status.json()).toEqual({ builder_theme_active: false, message: null });
  });

  it('never shows or changes another store’s pixels', async () => {
    const other = await t.switchStore(owner);
    const theirs = await all(other);
    expect(theirs.map((p) => p.title)).toEqual(['Second store pixel']);
    const id = theirs[0]!.id;
    expect((await all()).some((p) => p.id === id)).toBe(false);
    expect((await t.request('GET', `${path}/${id}`, { token: owner })).status).toBe(404);
    expect((await t.request('PATCH', `${path}/${id}`, { token: owner, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.request('GET', `${path}/${id}/facebook`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `${path}/${id}/google`, { token: owner, body: { code: 'G-ABCDEF12' } }))
        .status,
    ).toBe(404);
    expect((await t.request('DELETE', `${path}/${id}`, { token: owner })).status).toBe(404);
    expect(await all(other)).toEqual(theirs);
  });

  it('is read-only under limited pixels access and closed without a pixels rule', async () => {
    expect((await t.request('GET', path)).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', path, { token: none })).status).toBe(403);
    const limited = (await t.employeeSession([{ subject: 'pixels', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await all();
    expect(await all(limited)).toEqual(before);
    const [first] = before;
    expect((await create({ title: 'No' }, limited)).status).toBe(403);
    expect(
      (await t.request('PATCH', `${path}/${first!.id}`, { token: limited, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `${path}/${first!.id}`, { token: limited })).status).toBe(403);
    expect(
      (
        await t.request('PATCH', `${path}/${first!.id}/google`, {
          token: limited,
          body: { code: 'G-ABCDEF12' },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('DELETE', `${path}/${first!.id}/facebook`, { token: limited })).status).toBe(403);
    expect(await all()).toEqual(before);
  });
});
