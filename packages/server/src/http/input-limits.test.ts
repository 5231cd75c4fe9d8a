/**
 * The text cap at the door (issue 17: "a 900 KB vendor name was saved"): every JSON string of
 * every body is at most MAX_TEXT_LENGTH characters, refused with 422 on the field's path and
 * nothing changed, whatever the field's own schema says (or forgets to say).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { MAX_TEXT_LENGTH } from './errors';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const TOO_LONG = 'Text is too long (at most 65,535 characters).';

describe('the text cap', () => {
  it('refuses a field without its own limit past 65,535 characters, on its path, changing nothing', async () => {
    const before = (await (await t.request('GET', '/account', { token: owner })).json()).menu;
    // Favourites only need to look like admin paths: nothing else bounds them.
    const huge = `/admin/${'a'.repeat(MAX_TEXT_LENGTH)}`;
    const res = await t.request('PATCH', '/account', {
      token: owner,
      body: { menu: { favourites: ['/admin', huge] } },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { 'menu.favourites.1': [TOO_LONG] } });
    expect((await (await t.request('GET', '/account', { token: owner })).json()).menu).toEqual(before);

    // At the cap the door lets it through (the field's own rules decide).
    const atCap = `/admin/${'a'.repeat(MAX_TEXT_LENGTH - '/admin/'.length)}`;
    const fits = await t.request('PATCH', '/account', {
      token: owner,
      body: { menu: { favourites: [atCap] } },
    });
    expect(fits.status).toBe(200);
    await t.request('PATCH', '/account', { token: owner, body: { menu: before } });
  });

  it('refuses a 900 KB name before any other check, and creates nothing', async () => {
    const list = async () =>
      (await (await t.request('GET', '/employees', { token: owner })).json())._meta.totalCount;
    const count = await list();
    const res = await t.request('POST', '/employees', {
      token: owner,
      body: { email: 'huge@storeroom.test', full_name: 'x'.repeat(900_000), password: 'long-enough-1' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { full_name: [TOO_LONG] } });
    expect(await list()).toBe(count);
  });
});
