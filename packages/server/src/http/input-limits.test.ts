/**
 * The text cap at the door (issue 17: "a 900 KB vendor name was saved"): every JSON string of
 * every body is at most MAX_TEXT_LENGTH characters, refused with 422 on the field's path and
 * nothing changed, whatever the field's own schema says (or forgets to say).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ownerSuite } from '../testing';
import { MAX_TEXT_LENGTH } from './errors';

const s = ownerSuite(createTestServer, { beforeAll, afterAll });

const TOO_LONG = 'Text is too long (at most 65,535 characters).';

describe('the text cap', () => {
  it('refuses a field without its own limit past 65,535 characters, on its path, changing nothing', async () => {
    const before = (
      await (await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken })).json()
    ).menu;
    // Favourites only need to look like admin paths: nothing else bounds them.
    const huge = `/admin/${'a'.repeat(MAX_TEXT_LENGTH)}`;
    const res = await s.t.request('PATCH', '/account', {
      token: s.owner.tokens.accessToken,
      body: { menu: { favourites: ['/admin', huge] } },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { 'menu.favourites.1': [TOO_LONG] } });
    expect(
      (await (await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken })).json()).menu,
    ).toEqual(before);

    // At the cap the door lets it through (the field's own rules decide).
    const atCap = `/admin/${'a'.repeat(MAX_TEXT_LENGTH - '/admin/'.length)}`;
    const fits = await s.t.request('PATCH', '/account', {
      token: s.owner.tokens.accessToken,
      body: { menu: { favourites: [atCap] } },
    });
    expect(fits.status).toBe(200);
    await s.t.request('PATCH', '/account', { token: s.owner.tokens.accessToken, body: { menu: before } });
  });

  it('refuses a 900 KB name before any other check, and creates nothing', async () => {
    const list = async () =>
      (await (await s.t.request('GET', '/employees', { token: s.owner.tokens.accessToken })).json())._meta
        .totalCount;
    const count = await list();
    const res = await s.t.request('POST', '/employees', {
      token: s.owner.tokens.accessToken,
      body: { email: 'huge@storeroom.test', full_name: 'x'.repeat(900_000), password: 'long-enough-1' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { full_name: [TOO_LONG] } });
    expect(await list()).toBe(count);
  });
});
