import { expect, test } from '@playwright/test';

// The reference server as `npm start` runs it (fresh database, demo data): the auth contract,
// permission enforcement and private-app tokens over real HTTP.
const owner = { email: 'owner@storeroom.test', password: 'storeroom-owner' };
const employee = { email: 'employee@storeroom.test', password: 'storeroom-employee' };

test('the demo owner signs in, reads the account and switches store', async ({ request }) => {
  const login = await request.post('/api/v1/auth/login', { data: owner });
  expect(login.status()).toBe(200);
  const tokens = await login.json();
  expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
  const headers = { authorization: `Bearer ${tokens.access_token}` };

  const account = await (await request.get('/api/v1/account', { headers })).json();
  expect(account).toMatchObject({
    is_employee: false,
    profile: { email: owner.email },
    store: { timezone: 'UTC' },
  });
  expect(account.stores).toHaveLength(2);

  const other = account.stores.find((s: { current: boolean }) => !s.current);
  const switched = await request.post('/api/v1/account/stores', { headers, data: { store_id: other.id } });
  expect(switched.status()).toBe(200);
  const outlet = await request.get('/api/v1/account', {
    headers: { authorization: `Bearer ${(await switched.json()).access_token}` },
  });
  expect((await outlet.json()).store.id).toBe(other.id);

  const refreshed = await request.post('/api/v1/auth/refresh', {
    data: { refresh_token: tokens.refresh_token },
  });
  expect(refreshed.status()).toBe(200);
  const reused = await request.post('/api/v1/auth/refresh', {
    data: { refresh_token: tokens.refresh_token },
  });
  expect(reused.status()).toBe(401);
});

test('the demo employee is limited to their access', async ({ request }) => {
  const tokens = await (await request.post('/api/v1/auth/login', { data: employee })).json();
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const account = await (await request.get('/api/v1/account', { headers })).json();
  expect(account.is_employee).toBe(true);
  expect(account.access.map((r: { subject: string }) => r.subject)).toContain('orders');
  const denied = await request.get('/api/v1/employees', { headers });
  expect(denied.status()).toBe(403);
  expect(await denied.json()).toEqual({ message: "You don't have permission to do this." });
});

test('a private-app token works as a bearer token within its rules', async ({ request }) => {
  const tokens = await (await request.post('/api/v1/auth/login', { data: owner })).json();
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const app = await request.post('/api/v1/apps/private-apps', {
    headers,
    data: { name: 'e2e feed', accessRules: [{ subject: 'files', rule: 1 }] },
  });
  expect(app.status()).toBe(201);
  const secret = (await app.json()).tokens[0].token as string;
  expect(secret.startsWith('srp_')).toBe(true);
  const appHeaders = { authorization: `Bearer ${secret}` };
  expect((await request.get('/api/v1/files', { headers: appHeaders })).status()).toBe(200);
  expect((await request.get('/api/v1/employees', { headers: appHeaders })).status()).toBe(403);
});

test('the API answers with security headers and refuses malformed JSON', async ({ request }) => {
  const res = await request.post('/api/v1/auth/login', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"email": '),
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ message: 'Malformed JSON body.' });
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
