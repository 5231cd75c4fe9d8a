import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores } from '../db/schema';
import { EMAIL_STATUS, createMailer } from '../mail/mailer';
import { EMAIL_PASSWORD_REQUIRED, PAUSE_PASSWORD_REQUIRED } from './routes';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import { ordersOptionsPlugin } from '../test-support/widgets';
import type { TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersOptionsPlugin] });
});
afterAll(() => t?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('GET/PATCH /account (auth-contract.md)', () => {
  it('describes the employee with their access and one store', async () => {
    const token = await t.login(DEMO_CREDENTIALS.employee);
    const { body } = await json(await t.request('GET', '/account', { token }));
    expect(body).toMatchObject({
      is_employee: true,
      disabled: false,
      is_paused: false,
      plan_id: 1,
      on_trial: false,
      profile: {
        full_name: 'Eli Employee',
        email: DEMO_CREDENTIALS.employee.email,
        photo: null,
        signature: null,
      },
      access: [{ subject: 'dashboard' }, { subject: 'orders', options: ['allow_shipping'] }],
      menu: { favourites: ['/admin', '/admin/orders', '/admin/reports'] },
      store: {
        title: 'Storeroom Demo',
        subdomain: 'storeroom-demo',
        timezone: 'UTC',
        currency: 'USD',
        // Money and numbers are formatted in the store's locale (en-US unless set).
        locale: 'en-US',
        weight_unit: 'lb',
      },
    });
    expect(body.stores).toEqual([
      { id: body.store.id, title: 'Storeroom Demo', subdomain: 'storeroom-demo', current: true },
    ]);
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
  });

  it('updates profile and favourites, and refuses bad input without changing anything', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const ok = await json(
      await t.request('PATCH', '/account', {
        token,
        body: {
          profile: { full_name: 'Dana O.', phone: '+1.5550001' },
          menu: { favourites: ['/admin', '/admin/customers'] },
        },
      }),
    );
    expect(ok.body).toMatchObject({
      profile: { full_name: 'Dana O.', phone: '+1.5550001' },
      menu: { favourites: ['/admin', '/admin/customers'] },
    });

    const bad = await json(
      await t.request('PATCH', '/account', {
        token,
        body: {
          profile: { full_name: '', email: 'not-an-email' },
          menu: { favourites: ['https://evil.test'] },
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'menu.favourites.0',
      'profile.email',
      'profile.full_name',
    ]);
    const after = await json(await t.request('GET', '/account', { token }));
    expect(after.body.profile.full_name).toBe('Dana O.');
  });

  it('changes the password only with the old one', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const wrong = await json(
      await t.request('PATCH', '/account', {
        token,
        body: { profile: { password: 'brand-new-pass', old_password: 'nope' } },
      }),
    );
    expect(wrong).toEqual({
      status: 422,
      body: { errors: { 'profile.old_password': ['Old password is incorrect.'] } },
    });
    const changed = await t.request('PATCH', '/account', {
      token,
      body: { profile: { password: 'brand-new-pass', old_password: DEMO_CREDENTIALS.owner.password } },
    });
    expect(changed.status).toBe(200);
    await t.login({ email: DEMO_CREDENTIALS.owner.email, password: 'brand-new-pass' });
    await t.request('PATCH', '/account', {
      token,
      body: { profile: { password: DEMO_CREDENTIALS.owner.password, old_password: 'brand-new-pass' } },
    });
    await t.login(DEMO_CREDENTIALS.owner);
  });

  it('ends the other sessions on a password change and keeps the current one', async () => {
    const signIn = async () =>
      (await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.employee })).json() as Promise<{
        access_token: string;
        refresh_token: string;
      }>;
    const current = await signIn();
    const other = await signIn();
    const changed = await t.request('PATCH', '/account', {
      token: current.access_token,
      body: { profile: { password: 'brand-new-pass', old_password: DEMO_CREDENTIALS.employee.password } },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/account', { token: other.access_token })).status).toBe(401);
    const otherRefresh = await t.request('POST', '/auth/refresh', {
      body: { refresh_token: other.refresh_token },
    });
    expect(otherRefresh.status).toBe(401);
    expect((await t.request('GET', '/account', { token: current.access_token })).status).toBe(200);
    const currentRefresh = await t.request('POST', '/auth/refresh', {
      body: { refresh_token: current.refresh_token },
    });
    expect(currentRefresh.status).toBe(200);
    const next = (await currentRefresh.json()) as { access_token: string };
    await t.request('PATCH', '/account', {
      token: next.access_token,
      body: { profile: { password: DEMO_CREDENTIALS.employee.password, old_password: 'brand-new-pass' } },
    });
    await t.login(DEMO_CREDENTIALS.employee);
  });

  it('changes the e-mail only with the current password', async () => {
    const token = await t.login(DEMO_CREDENTIALS.employee);
    const missing = await json(
      await t.request('PATCH', '/account', { token, body: { profile: { email: 'eli.new@storeroom.test' } } }),
    );
    expect(missing).toEqual({
      status: 422,
      body: { errors: { 'profile.old_password': [EMAIL_PASSWORD_REQUIRED] } },
    });
    const wrong = await json(
      await t.request('PATCH', '/account', {
        token,
        body: { profile: { email: 'eli.new@storeroom.test', old_password: 'nope' } },
      }),
    );
    expect(wrong.status).toBe(422);
    const unchanged = await json(await t.request('GET', '/account', { token }));
    expect(unchanged.body.profile.email).toBe(DEMO_CREDENTIALS.employee.email);
    const changed = await json(
      await t.request('PATCH', '/account', {
        token,
        body: {
          profile: { email: 'eli.new@storeroom.test', old_password: DEMO_CREDENTIALS.employee.password },
        },
      }),
    );
    expect(changed.body.profile.email).toBe('eli.new@storeroom.test');
    await t.request('PATCH', '/account', {
      token,
      body: {
        profile: { email: DEMO_CREDENTIALS.employee.email, old_password: DEMO_CREDENTIALS.employee.password },
      },
    });
  });

  it('uploads a signature and answers support info', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const form = new FormData();
    form.append('file', new File([new Uint8Array([137, 80, 78, 71])], 'sig.png', { type: 'image/png' }));
    const res = await json(await t.request('POST', '/account/signature', { token, body: form }));
    expect(res.status).toBe(200);
    expect(res.body.profile.signature).toMatch(/^\/uploads\/\d+\/[0-9a-f]{24}\/sig\.png$/);
    const served = await t.app.request(res.body.profile.signature);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const notImage = new FormData();
    notImage.append('file', new File(['<script>'], 'sig.html'));
    expect((await t.request('POST', '/account/signature', { token, body: notImage })).status).toBe(422);
    expect((await t.request('POST', '/account/signature', { token, body: new FormData() })).status).toBe(422);

    const support = await json(await t.request('GET', '/account/support-info', { token }));
    expect(support.body).toEqual({
      email: expect.any(String),
      phone: expect.any(String),
      hours: expect.any(String),
    });
  });
});

describe('POST /pause-account (spec 1 §7 "Cancel flow")', () => {
  it('closes the storefronts behind the store password given, and unpausing puts their settings back', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const db = t.server.database().db;
    const storefronts = () =>
      db
        .select({ enable_password: stores.enable_password, fes_password: stores.fes_password })
        .from(stores)
        .where(eq(stores.id, t.seeded.storeIds[0]!));
    const before = await storefronts();

    const blank = await json(
      await t.request('POST', '/pause-account', { token, body: { fes_password: '  ' } }),
    );
    expect(blank).toEqual({ status: 422, body: { errors: { fes_password: [PAUSE_PASSWORD_REQUIRED] } } });
    expect((await json(await t.request('GET', '/account', { token }))).body.is_paused).toBe(false);
    expect(await storefronts()).toEqual(before);

    const paused = await json(
      await t.request('POST', '/pause-account', { token, body: { fes_password: 'back-soon' } }),
    );
    expect(paused.body.is_paused).toBe(true);
    expect(await storefronts()).toEqual([{ enable_password: true, fes_password: 'back-soon' }]);
    // Pausing again changes the password, and still remembers the settings from before.
    await t.request('POST', '/pause-account', { token, body: { fes_password: 'later' } });
    expect(await storefronts()).toEqual([{ enable_password: true, fes_password: 'later' }]);

    const unpaused = await json(await t.request('POST', '/unpause-account', { token, body: {} }));
    expect(unpaused.body.is_paused).toBe(false);
    expect(await storefronts()).toEqual(before);
  });
});

describe('email log (spec 2 §4)', () => {
  it('records sent mail queued → sending → sent and lists it by status', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const db = t.server.database().db;
    const id = await createMailer().send(db, t.seeded.storeIds[0]!, {
      to: 'customer@storeroom.test',
      subject: 'Your order shipped',
      body: '<p>On its way.</p>',
    });
    const log = await json(await t.request('GET', `/email-logs/${id}?expand=body,events`, { token }));
    expect(log.body).toMatchObject({
      to_email: 'customer@storeroom.test',
      status: EMAIL_STATUS.sent,
      body: '<p>On its way.</p>',
    });
    expect(log.body.events.map((e: { status: number }) => e.status)).toEqual([0, 1, 2]);
    const plain = await json(await t.request('GET', `/email-logs/${id}`, { token }));
    expect(plain.body).not.toHaveProperty('body');
    const sent = await json(
      await t.request('POST', '/email-logs/search?size=20', {
        token,
        body: { status: 2, to_email: 'customer@storeroom.test' },
      }),
    );
    expect(sent.body.items.map((e: { id: number }) => e.id)).toEqual([id]);
    // Read-only: no create, no delete.
    expect((await t.request('POST', '/email-logs', { token, body: {} })).status).toBe(404);
    expect((await t.request('DELETE', `/email-logs/${id}`, { token })).status).toBe(404);
  });

  it('keeps a message "sending" with the failure when delivery fails', async () => {
    const db = t.server.database().db;
    const mailer = createMailer({ name: 'broken', send: async () => Promise.reject(new Error('SMTP down')) });
    const id = await mailer.send(db, t.seeded.storeIds[0]!, {
      to: 'x@storeroom.test',
      subject: 'S',
      body: 'B',
    });
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const log = await json(await t.request('GET', `/email-logs/${id}?expand=events`, { token }));
    expect(log.body.status).toBe(EMAIL_STATUS.sending);
    expect(log.body.events.at(-1).message).toBe('SMTP down');
  });
});
