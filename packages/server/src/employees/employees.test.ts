import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_SUBJECTS } from '@storeroom/core/access';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import { ordersOptionsPlugin } from '../test-support/widgets';
import type { TestServer } from '../testing';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersOptionsPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('employees (spec 2 §3, §7)', () => {
  it('lists the store’s employees with size=100 and never sends password hashes', async () => {
    const { status, body } = await json(await t.request('GET', '/employees?size=100', { token: owner }));
    expect(status).toBe(200);
    expect(body._meta).toMatchObject({ perPage: 100, totalCount: 5 });
    const demo = body.items.find((e: { email: string }) => e.email === DEMO_CREDENTIALS.employee.email);
    expect(demo).toMatchObject({
      full_name: 'Eli Employee',
      enabled: true,
      access: [
        { subject: 'dashboard', rule: 1, options: [] },
        { subject: 'orders', rule: 1, options: ['allow_shipping'] },
      ],
    });
    for (const e of body.items) {
      expect(e).not.toHaveProperty('password_hash');
      expect(e).not.toHaveProperty('store_id');
    }
  });

  it('creates with no access and enabled by default; the new employee can sign in', async () => {
    const created = await json(
      await t.request('POST', '/employees', {
        token: owner,
        body: { email: 'New.Hire@storeroom.test', full_name: 'New Hire', password: 'new-hire-password' },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'New.Hire@storeroom.test',
      enabled: true,
      access: [],
      phone: null,
    });
    const got = await json(await t.request('GET', `/employees/${created.body.id}`, { token: owner }));
    expect(got.body.full_name).toBe('New Hire');
    // E-mails are matched without case at sign-in.
    const token = await t.login({ email: 'new.hire@storeroom.test', password: 'new-hire-password' });
    const account = await json(await t.request('GET', '/account', { token }));
    expect(account.body).toMatchObject({
      is_employee: true,
      access: [],
      profile: { email: 'New.Hire@storeroom.test' },
    });
  });

  it('the owner sets a new password for an existing employee: the old one stops working', async () => {
    const created = await json(
      await t.request('POST', '/employees', {
        token: owner,
        body: { email: 'pw.change@storeroom.test', full_name: 'Pat Change', password: 'first-password' },
      }),
    );
    const patched = await t.request('PATCH', `/employees/${created.body.id}`, {
      token: owner,
      body: { password: 'second-password' },
    });
    expect(patched.status).toBe(200);
    const old = await t.request('POST', '/auth/login', {
      body: { email: 'pw.change@storeroom.test', password: 'first-password' },
    });
    expect(old.status).toBe(401);
    await expect(
      t.login({ email: 'pw.change@storeroom.test', password: 'second-password' }),
    ).resolves.toEqual(expect.any(String));
  });

  it('the owner resetting an employee’s password ends all of that employee’s sessions', async () => {
    const created = await json(
      await t.request('POST', '/employees', {
        token: owner,
        body: { email: 'pw.reset@storeroom.test', full_name: 'Pat Reset', password: 'first-password' },
      }),
    );
    const signedIn = (await (
      await t.request('POST', '/auth/login', {
        body: { email: 'pw.reset@storeroom.test', password: 'first-password' },
      })
    ).json()) as { access_token: string; refresh_token: string };
    expect((await t.request('GET', '/account', { token: signedIn.access_token })).status).toBe(200);
    const renamed = await t.request('PATCH', `/employees/${created.body.id}`, {
      token: owner,
      body: { full_name: 'Pat R.' },
    });
    expect(renamed.status).toBe(200);
    expect((await t.request('GET', '/account', { token: signedIn.access_token })).status).toBe(200);
    await t.request('PATCH', `/employees/${created.body.id}`, {
      token: owner,
      body: { password: 'second-password' },
    });
    expect((await t.request('GET', '/account', { token: signedIn.access_token })).status).toBe(401);
    const refreshed = await t.request('POST', '/auth/refresh', {
      body: { refresh_token: signedIn.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    expect((await t.request('GET', '/account', { token: owner })).status).toBe(200);
  });

  it('validates: e-mail format, blank name, duplicate e-mail (any case, owners too), bad rules', async () => {
    const bad = await json(
      await t.request('POST', '/employees', { token: owner, body: { email: 'nope', full_name: '' } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['Email is not a valid email address.'],
      full_name: ['Full name cannot be blank.'],
    });
    for (const email of ['EMPLOYEE@storeroom.test', DEMO_CREDENTIALS.owner.email]) {
      const dup = await json(
        await t.request('POST', '/employees', { token: owner, body: { email, full_name: 'Dup' } }),
      );
      expect(dup).toEqual({
        status: 422,
        body: { errors: { email: ['This email address has already been taken.'] } },
      });
    }
    const rule = await t.request('POST', '/employees', {
      token: owner,
      body: { email: 'rules@storeroom.test', full_name: 'Rules', access: [{ subject: 'orders', rule: 5 }] },
    });
    expect(rule.status).toBe(422);
  });

  it('keeps known subjects and options only, and the full-access list as given', async () => {
    const created = await json(
      await t.request('POST', '/employees', {
        token: owner,
        body: {
          email: 'mixed@storeroom.test',
          full_name: 'Mixed',
          access: [
            { subject: 'orders', rule: 1, options: ['allow_refunds', 'allow_everything'] },
            { subject: 'nuclear_codes', rule: 2 },
            { subject: 'reports', rule: 0 },
          ],
        },
      }),
    );
    expect(created.body.access).toEqual([
      { subject: 'orders', rule: 1, options: ['allow_refunds'] },
      { subject: 'reports', rule: 0, options: [] },
    ]);
    const full = STANDARD_SUBJECTS.map((s) => ({ subject: s.id, rule: 2, options: [] }));
    const patched = await json(
      await t.request('PATCH', `/employees/${created.body.id}`, { token: owner, body: { access: full } }),
    );
    expect(patched.body.access).toHaveLength(18);
  });

  it('searches by fields and by the free-text query; deletes', async () => {
    const found = await json(
      await t.request('POST', '/employees/search', { token: owner, body: { query: 'carter' } }),
    );
    expect(found.body.items.map((e: { full_name: string }) => e.full_name)).toEqual(['Alex Carter']);
    const disabled = await json(
      await t.request('POST', '/employees/search', { token: owner, body: { enabled: false } }),
    );
    expect(disabled.body.items.map((e: { full_name: string }) => e.full_name)).toEqual(['Taylor Silva']);
    const id = found.body.items[0].id;
    expect((await t.request('DELETE', `/employees/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/employees/${id}`, { token: owner })).status).toBe(404);
  });
});

describe('private apps (spec 4 §3, §7)', () => {
  it('creates an app with full access by default and shows its srp_ token once', async () => {
    const created = await json(
      await t.request('POST', '/apps/private-apps', { token: owner, body: { name: 'Stock feed' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.accessRules).toHaveLength(18);
    expect(created.body.tokens).toHaveLength(1);
    const secret: string = created.body.tokens[0].token;
    expect(secret).toMatch(/^srp_[A-Za-z0-9_-]{40,}$/);

    const list = await json(
      await t.request('GET', '/apps/private-apps?size=100&expand=tokens,accessRules', { token: owner }),
    );
    const listed = list.body.items.find((a: { id: number }) => a.id === created.body.id);
    expect(listed.accessRules).toHaveLength(18);
    expect(listed.tokens).toEqual([
      {
        id: created.body.tokens[0].id,
        hint: expect.stringMatching(/^srp_.{4}…/),
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // The seeded app is listed too, with its rules.
    expect(list.body.items.map((a: { name: string }) => a.name)).toContain('Warehouse sync');
  });

  it('an app token is limited by the app’s rules and stops working when revoked', async () => {
    const app = await json(
      await t.request('POST', '/apps/private-apps', {
        token: owner,
        body: { name: 'Files only', accessRules: [{ subject: 'files', rule: 1 }] },
      }),
    );
    const secret = app.body.tokens[0].token;
    expect((await t.request('GET', '/files', { token: secret })).status).toBe(200);
    expect((await t.request('GET', '/employees', { token: secret })).status).toBe(403);
    expect((await t.request('GET', '/apps/private-apps', { token: secret })).status).toBe(403);
    const used = await json(
      await t.request('GET', `/apps/private-apps/${app.body.id}?expand=tokens`, { token: owner }),
    );
    expect(used.body.tokens[0].last_used_at).toEqual(expect.any(String));

    const second = await json(
      await t.request('POST', `/apps/private-apps/${app.body.id}/tokens`, { token: owner, body: {} }),
    );
    expect(second.body.token).toMatch(/^srp_/);
    const revoke = await t.request(
      'DELETE',
      `/apps/private-apps/${app.body.id}/tokens/${app.body.tokens[0].id}`,
      { token: owner },
    );
    expect(revoke.status).toBe(204);
    expect((await t.request('GET', '/files', { token: secret })).status).toBe(401);
    expect((await t.request('GET', '/files', { token: second.body.token })).status).toBe(200);
    expect(
      (
        await t.request('DELETE', `/apps/private-apps/${app.body.id}/tokens/${app.body.tokens[0].id}`, {
          token: owner,
        })
      ).status,
    ).toBe(404);

    // Updating sends name and accessRules only (spec 4 §5); a blank name is refused.
    const renamed = await json(
      await t.request('PATCH', `/apps/private-apps/${app.body.id}`, {
        token: owner,
        body: { name: 'Renamed' },
      }),
    );
    expect(renamed.body).toMatchObject({
      name: 'Renamed',
      accessRules: [{ subject: 'files', rule: 1, options: [] }],
    });
    const blank = await json(
      await t.request('POST', '/apps/private-apps', { token: owner, body: { name: '  ' } }),
    );
    expect(blank).toEqual({ status: 422, body: { errors: { name: ['Name cannot be blank.'] } } });

    expect((await t.request('DELETE', `/apps/private-apps/${app.body.id}`, { token: owner })).status).toBe(
      204,
    );
    expect((await t.request('GET', '/files', { token: second.body.token })).status).toBe(401);
  });
});
