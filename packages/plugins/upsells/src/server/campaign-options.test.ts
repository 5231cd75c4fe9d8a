/**
 * The campaign's frequency cap and matching levels (spec 3 §3, §9), the one-click upsell's
 * step titles, and the template list the server owns (spec 3 §4), on the real server: what is
 * saved is answered back, bad input gets its message and changes nothing, limited access reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import {
  FREQUENCY_CAP_UNIT_NAMES,
  MATCHING_LEVEL_TYPES,
  UPSELLS_MESSAGES,
  UPSELL_IMAGE_UPLOAD_TYPE,
} from '../contract';
import type { OcuTemplate, Upsell } from '../contract';
import { upsellsTestServer } from './test-server';

const M = UPSELLS_MESSAGES;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await upsellsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function created(body: Record<string, unknown>): Promise<Upsell> {
  const res = await t.request('POST', '/upsells', { token: owner, body });
  expect(res.status).toBe(201);
  return (await res.json()) as Upsell;
}
const patch = (id: number, body: unknown, token = owner) =>
  t.request('PATCH', `/upsells/${id}`, { token, body });
const stored = async (id: number) =>
  (await (await t.request('GET', `/upsells/${id}`, { token: owner })).json()) as Upsell;

describe('frequency cap', () => {
  it('defaults to no cap, and saves a size in any unit of the spec', async () => {
    const c = await created({ type: 'storewide', title: 'Capped sale' });
    expect(c.frequency_cap).toEqual({ size: 0, type: 'days' });
    for (const type of FREQUENCY_CAP_UNIT_NAMES) {
      const res = await patch(c.id, { frequency_cap: { size: 3, type } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Upsell).frequency_cap).toEqual({ size: 3, type });
    }
  });

  it('refuses a negative or broken size, and an unknown unit, changing nothing', async () => {
    const c = await created({
      type: 'x-items',
      title: 'Capped bundle',
      frequency_cap: { size: 2, type: 'hours' },
    });
    for (const size of [-1, 1.5, 'three']) {
      const res = await patch(c.id, { frequency_cap: { size, type: 'hours' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors: { 'frequency_cap.size': [M.frequencySizeInvalid] } });
    }
    const unit = await patch(c.id, { frequency_cap: { size: 2, type: 'fortnights' } });
    expect(unit.status).toBe(422);
    expect(Object.keys(((await unit.json()) as { errors: object }).errors)).toEqual(['frequency_cap.type']);
    expect((await stored(c.id)).frequency_cap).toEqual({ size: 2, type: 'hours' });
  });
});

describe('matching levels', () => {
  it('starts with every level on, and saves them switched', async () => {
    const c = await created({ type: 'recommendation', title: 'Matched picks' });
    expect(c.matching_levels).toEqual(MATCHING_LEVEL_TYPES.map((type) => ({ type, enabled: true })));
    const levels = [
      { type: 'same_tags', enabled: true },
      { type: 'bought_together', enabled: false },
      { type: 'same_collection', enabled: false },
    ];
    const res = await patch(c.id, { matching_levels: levels });
    expect(res.status).toBe(200);
    expect((await stored(c.id)).matching_levels).toEqual(levels);
  });

  it('refuses a level listed twice or an unknown one, changing nothing', async () => {
    const c = await created({ type: 'recommendation', title: 'Matched once' });
    const twice = await patch(c.id, {
      matching_levels: [
        { type: 'same_tags', enabled: true },
        { type: 'same_tags', enabled: false },
      ],
    });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toEqual({ errors: { 'matching_levels.1.type': [M.matchingLevelTwice] } });
    const unknown = await patch(c.id, { matching_levels: [{ type: 'same_vendor', enabled: true }] });
    expect(unknown.status).toBe(422);
    expect((await stored(c.id)).matching_levels).toEqual(c.matching_levels);
  });
});

describe('one-click upsell steps', () => {
  it('keeps each step’s title, trimmed, and refuses one longer than 200 characters', async () => {
    const c = await created({ type: 'one-click-upsell', title: 'Titled funnel' });
    const res = await patch(c.id, {
      upsell_steps: [
        { product_id: 3, title: '  Add the matching scarf  ' },
        { product_id: 4, title: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect((await stored(c.id)).upsell_steps).toEqual([
      { product_id: 3, title: 'Add the matching scarf' },
      { product_id: 4, title: '' },
    ]);
    const long = await patch(c.id, { upsell_steps: [{ product_id: 3, title: 'x'.repeat(201) }] });
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({ errors: { 'upsell_steps.0.title': [M.stepTitleTooLong] } });
    expect((await stored(c.id)).upsell_steps[0]!.title).toBe('Add the matching scarf');
  });
});

describe('upsell image', () => {
  it('keeps the path of an image uploaded as upsell_image, and refuses a path that is no file of the store', async () => {
    const form = new FormData();
    form.append('type', UPSELL_IMAGE_UPLOAD_TYPE);
    form.append('files[]', new File([new Uint8Array([137, 80, 78, 71])], 'offer.png', { type: 'image/png' }));
    const upload = await t.request('POST', '/files', { token: owner, body: form });
    expect(upload.status).toBe(201);
    const [file] = (await upload.json()) as { id: number; path: string }[];
    const c = await created({
      type: 'recommendation',
      title: 'Pictured picks',
      upsell_message: { message: 'Pair it', image: file!.path },
    });
    expect(c.upsell_message).toEqual({ message: 'Pair it', image: file!.path });

    const unknown = await patch(c.id, {
      upsell_message: { message: 'Pair it', image: '/uploads/1/nope/x.png' },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ errors: { 'upsell_message.image': [M.imageNotFound] } });
    const refused = await t.request('POST', '/upsells', {
      token: owner,
      body: {
        type: 'storewide',
        title: 'Borrowed picture',
        upsell_message: { message: '', image: 'https://x.test/a.png' },
      },
    });
    expect(refused.status).toBe(422);
    expect((await stored(c.id)).upsell_message.image).toBe(file!.path);
    // Removing it is allowed.
    expect((await patch(c.id, { upsell_message: { message: 'Pair it', image: '' } })).status).toBe(200);
  });
});

describe('one-click upsell templates (GET /upsells/ocu-templates)', () => {
  it('lists the templates the server owns, in their order, to whoever may read upsells', async () => {
    const res = await t.request('GET', '/upsells/ocu-templates', { token: owner });
    expect(res.status).toBe(200);
    const items = (await res.json()) as OcuTemplate[];
    expect(items.map((i) => i.title)).toEqual(['Classic offer', 'Minimal offer', 'Countdown offer']);
    for (const item of items) expect(item.description).not.toBe('');
    const reader = await t.employee([{ subject: 'upsells', rule: 1, options: [] }]);
    expect((await t.request('GET', '/upsells/ocu-templates', { token: reader.token })).status).toBe(200);
    const outsider = await t.employee([{ subject: 'orders', rule: 2, options: [] }]);
    expect((await t.request('GET', '/upsells/ocu-templates', { token: outsider.token })).status).toBe(403);
  });

  it('a limited employee may not change the cap, the levels or the steps (403)', async () => {
    const c = await created({ type: 'recommendation', title: 'Read only picks' });
    const reader = await t.employee([{ subject: 'upsells', rule: 1, options: [] }]);
    const res = await patch(c.id, { frequency_cap: { size: 1, type: 'lifetime' } }, reader.token);
    expect(res.status).toBe(403);
    expect((await stored(c.id)).frequency_cap).toEqual({ size: 0, type: 'days' });
  });
});
