import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_SETTINGS_MESSAGES as M } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer, ownerSuite } from '../testing';

const s = ownerSuite(createTestServer, { beforeAll, afterAll });

const PATH = '/settings/general';
const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const read = async (token = s.owner.tokens.accessToken) =>
  (await json(await s.t.request('GET', PATH, { token }))).body;

describe('GET/PATCH /settings/general (spec 3 §3, §7)', () => {
  it('answers every field of the general settings, s3_folder on request', async () => {
    const { status, body } = await json(
      await s.t.request('GET', `${PATH}?expand=s3_folder`, { token: s.owner.tokens.accessToken }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      store_name: 'Storeroom Demo',
      email: '',
      default_currency: 'USD',
      unit_system: 2,
      weight_unit: 4,
      order_prefix: '',
      order_suffix: '',
      enable_password: false,
      fes_password: '',
      store_url: 'https://storeroom-demo.storeroom.test',
      internal_store_url: 'https://storeroom-demo.storeroom.test',
      timezone: 'UTC',
      subdomain: 'storeroom-demo',
      s3_folder: `${s.t.seeded.storeIds[0]}/`,
    });
    expect((await read()).s3_folder).toBeUndefined();
  });

  it('saves the editable fields and the store context follows', async () => {
    const changes = {
      store_name: 'Demo Renamed',
      email: 'Shop@Example.com',
      default_currency: 'EUR',
      unit_system: 1,
      weight_unit: 2,
      order_prefix: '#',
      order_suffix: 'a-1',
      enable_password: true,
      fes_password: 'letmein',
    };
    const { status, body } = await json(
      await s.t.request('PATCH', PATH, { token: s.owner.tokens.accessToken, body: changes }),
    );
    expect(status).toBe(200);
    // Saved as sent, the e-mail in lower case.
    expect(body).toMatchObject({ ...changes, email: 'shop@example.com' });
    const account = (await json(await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken })))
      .body;
    expect(account.store).toMatchObject({ title: 'Demo Renamed', currency: 'EUR', weight_unit: 'g' });
    // Switching the system alone moves the weight unit into it.
    expect(
      (
        await json(
          await s.t.request('PATCH', PATH, { token: s.owner.tokens.accessToken, body: { unit_system: 2 } }),
        )
      ).body,
    ).toMatchObject({ unit_system: 2, weight_unit: 4 });
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ order_suffix: 'abcd' }, 'order_suffix', M.suffixInvalid],
      [{ order_suffix: 'a_b' }, 'order_suffix', M.suffixInvalid],
      [{ order_prefix: 'has space' }, 'order_prefix', M.prefixInvalid],
      [{ store_name: '  ' }, 'store_name', M.storeNameRequired],
      [{ email: 'nope' }, 'email', M.emailInvalid],
      [{ default_currency: 'JPY' }, 'default_currency', M.currencyInvalid],
      [{ unit_system: 3 }, 'unit_system', M.unitSystemInvalid],
      [{ unit_system: 2, weight_unit: 1 }, 'weight_unit', M.weightUnitInvalid],
      [{ enable_password: true, fes_password: '' }, 'fes_password', M.storefrontPasswordRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await json(
        await s.t.request('PATCH', PATH, {
          token: s.owner.tokens.accessToken,
          body: { store_name: 'Should not stick', ...body },
        }),
      );
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await read()).toEqual(before);
  });

  it('is read-only under limited settings access and closed without it', async () => {
    const limited = await s.t.employee([{ subject: 'settings', rule: 1, options: [] }]);
    expect((await s.t.request('GET', PATH, { token: limited.token })).status).toBe(200);
    const before = await read();
    for (const [method, path, body] of [
      ['PATCH', PATH, { store_name: 'Limited' }],
      ['PATCH', `${PATH}/timezone`, { timezone: 'Asia/Tokyo' }],
      ['PATCH', `${PATH}/subdomain`, { subdomain: 'limited-shop', admin_password: 'employee-pass-1' }],
      ['POST', `${PATH}/delete-store`, { admin_password: 'employee-pass-1' }],
    ] as const)
      expect((await s.t.request(method, path, { token: limited.token, body })).status, path).toBe(403);
    expect(await read()).toEqual(before);
    const none = await s.t.employee([{ subject: 'dashboard', rule: 1, options: [] }]);
    expect((await s.t.request('GET', PATH, { token: none.token })).status).toBe(403);
  });

  it('changes only the caller’s store', async () => {
    const outlet = await s.t.switchStore(s.owner.tokens.accessToken);
    const outletBefore = await read(outlet);
    // The outlet weighs in kg: a metric store.
    expect(outletBefore).toMatchObject({ unit_system: 1, weight_unit: 1, default_currency: 'EUR' });
    // A body without settings changes nothing.
    expect((await s.t.request('PATCH', PATH, { token: outlet, body: { ids: [1] } })).status).toBe(200);
    expect(await read(outlet)).toEqual(outletBefore);
    await s.t.request('PATCH', PATH, { token: s.owner.tokens.accessToken, body: { order_prefix: 'SR-' } });
    await s.t.request('PATCH', `${PATH}/timezone`, {
      token: s.owner.tokens.accessToken,
      body: { timezone: 'America/Chicago' },
    });
    expect(await read(outlet)).toEqual(outletBefore);
    expect(await read()).toMatchObject({ order_prefix: 'SR-', timezone: 'America/Chicago' });
  });
});

describe('PATCH /settings/general/timezone', () => {
  it('takes any IANA zone, refuses others, and the account’s store follows', async () => {
    const ok = await json(
      await s.t.request('PATCH', `${PATH}/timezone`, {
        token: s.owner.tokens.accessToken,
        body: { timezone: 'Asia/Kathmandu' },
      }),
    );
    expect(ok).toMatchObject({ status: 200, body: { timezone: 'Asia/Kathmandu' } });
    expect(
      (await json(await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken }))).body.store
        .timezone,
    ).toBe('Asia/Kathmandu');
    for (const timezone of ['Mars/Olympus', '', 42]) {
      const bad = await json(
        await s.t.request('PATCH', `${PATH}/timezone`, {
          token: s.owner.tokens.accessToken,
          body: { timezone },
        }),
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors.timezone).toEqual([M.timezoneInvalid]);
    }
    expect((await read()).timezone).toBe('Asia/Kathmandu');
  });
});

describe('PATCH /settings/general/subdomain (spec 3 §5)', () => {
  const change = (body: Record<string, unknown>, token = s.owner.tokens.accessToken) =>
    s.t.request('PATCH', `${PATH}/subdomain`, { token, body }).then(json);

  it('refuses a wrong or missing password, a broken rule and a taken name, changing nothing', async () => {
    const password = DEMO_CREDENTIALS.owner.password;
    const wrong = await change({ subdomain: 'new-shop', admin_password: 'wrong-password' });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { admin_password: [M.passwordIncorrect] } } });
    const missing = await change({ subdomain: 'new-shop' });
    expect(missing.body.errors.admin_password).toEqual([M.passwordRequired]);
    for (const subdomain of ['-shop', 'shop-', 'sh op', 'shop_1', '', 'a'.repeat(64)]) {
      const bad = await change({ subdomain, admin_password: password });
      expect(bad.status, subdomain).toBe(422);
      expect(bad.body.errors.subdomain).toEqual([M.subdomainInvalid]);
    }
    // Unique across stores: the account's other store holds storeroom-outlet.
    const taken = await change({ subdomain: 'Storeroom-Outlet', admin_password: password });
    expect(taken.body.errors.subdomain).toEqual([M.subdomainTaken]);
    expect((await read()).subdomain).toBe('storeroom-demo');
  });

  it('lowercases and saves a good one; the sign-in goes on', async () => {
    const ok = await change({ subdomain: 'My-Shop-1', admin_password: DEMO_CREDENTIALS.owner.password });
    expect(ok).toMatchObject({
      status: 200,
      body: { subdomain: 'my-shop-1', internal_store_url: 'https://my-shop-1.storeroom.test' },
    });
    expect(
      (await json(await s.t.request('GET', '/account', { token: s.owner.tokens.accessToken }))).body.store
        .subdomain,
    ).toBe('my-shop-1');
    // 63 characters is the longest.
    const longest = 'a'.repeat(63);
    expect(
      (await change({ subdomain: longest, admin_password: DEMO_CREDENTIALS.owner.password })).status,
    ).toBe(200);
    await change({ subdomain: 'storeroom-demo', admin_password: DEMO_CREDENTIALS.owner.password });
  });

  it('lets a full-settings employee change it with their own password', async () => {
    const full = await s.t.employee([{ subject: 'settings', rule: 2, options: [] }]);
    const wrong = await change(
      { subdomain: 'staff-shop', admin_password: DEMO_CREDENTIALS.owner.password },
      full.token,
    );
    expect(wrong.status).toBe(422);
    const ok = await change({ subdomain: 'staff-shop', admin_password: 'employee-pass-1' }, full.token);
    expect(ok).toMatchObject({ status: 200, body: { subdomain: 'staff-shop' } });
    await change({ subdomain: 'storeroom-demo', admin_password: DEMO_CREDENTIALS.owner.password });
  });
});

describe('POST /settings/general/delete-store', () => {
  it('is the owner’s alone, needs the password, and ends every sign-in to the store', async () => {
    const outlet = await s.t.switchStore(s.owner.tokens.accessToken);
    const outletId = s.t.seeded.storeIds[1]!;
    const demoBefore = await read();

    // Employees may not, even with full settings access.
    const full = await s.t.employee([{ subject: 'settings', rule: 2, options: [] }]);
    const employeeTry = await s.t.request('POST', `${PATH}/delete-store`, {
      token: full.token,
      body: { admin_password: 'employee-pass-1' },
    });
    expect(employeeTry.status).toBe(403);

    const wrong = await json(
      await s.t.request('POST', `${PATH}/delete-store`, { token: outlet, body: { admin_password: 'nope' } }),
    );
    expect(wrong).toMatchObject({ status: 422, body: { errors: { admin_password: [M.passwordIncorrect] } } });
    expect((await s.t.request('GET', PATH, { token: outlet })).status).toBe(200);

    const done = await json(
      await s.t.request('POST', `${PATH}/delete-store`, {
        token: outlet,
        body: { admin_password: DEMO_CREDENTIALS.owner.password },
      }),
    );
    expect(done).toEqual({ status: 200, body: { url: '/admin/user/login' } });

    // The deleted store's token works no more; the store is gone from the account.
    expect((await s.t.request('GET', PATH, { token: outlet })).status).toBe(401);
    const again = await s.t.login(DEMO_CREDENTIALS.owner);
    const stores = (await json(await s.t.request('GET', '/account/stores', { token: again }))).body.items;
    expect(stores.map((s: { id: number }) => s.id)).not.toContain(outletId);
    // The other store is untouched.
    expect(await read(again)).toEqual(demoBefore);
  });
});
