import { describe, expect, it } from 'vitest';
import { bareTestServer } from './bare-server.test-support';
import { DEMO_CREDENTIALS, ownerCredentials } from './seed';

describe('ownerCredentials', () => {
  it('takes STOREROOM_ADMIN_EMAIL / STOREROOM_ADMIN_PASSWORD when both are set, else the demo owner', () => {
    expect(
      ownerCredentials({ STOREROOM_ADMIN_EMAIL: ' boss@shop.test ', STOREROOM_ADMIN_PASSWORD: 'pw-123456' }),
    ).toEqual({
      email: 'boss@shop.test',
      password: 'pw-123456',
    });
    expect(ownerCredentials({ STOREROOM_ADMIN_EMAIL: 'boss@shop.test' })).toEqual(DEMO_CREDENTIALS.owner);
    expect(ownerCredentials({})).toEqual(DEMO_CREDENTIALS.owner);
  });
});

describe('seed', () => {
  const t = bareTestServer();

  const login = (body: unknown) =>
    t.server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('loads the demo once, with the first owner’s sign-in as given', async () => {
    const owner = { email: 'boss@shop.test', password: 'boss-password' };
    const first = await t.server.seed({ owner });
    expect(first.created).toBe(true);
    expect(first.storeIds).toHaveLength(2);
    expect((await login(owner)).status).toBe(200);
    expect((await login(DEMO_CREDENTIALS.owner)).status).toBe(401);
    expect((await login(DEMO_CREDENTIALS.employee)).status).toBe(200);

    const again = await t.server.seed({ owner: DEMO_CREDENTIALS.owner });
    expect(again).toEqual({ created: false, storeIds: first.storeIds, added: {} });
    expect((await login(DEMO_CREDENTIALS.owner)).status).toBe(401);
  });

  it('adds scale rows up to the number asked for, deterministically', async () => {
    expect((await t.server.seed({ scale: { employees: 1500 } })).added).toEqual({ employees: 1500 });
    expect((await t.server.seed({ scale: { employees: 1600 } })).added).toEqual({ employees: 100 });
    expect((await t.server.seed({ scale: { employees: 1600 } })).added).toEqual({ employees: 0 });
    const token = (await (await login({ email: 'boss@shop.test', password: 'boss-password' })).json())
      .access_token;
    const res = await t.server.app.request('/api/v1/employees/search?size=1&sort=!id', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: { operator: 'contains', value: '@bench.storeroom.test' } }),
    });
    const body = await res.json();
    expect(body._meta.totalCount).toBe(1600);
    expect(body.items[0]).toMatchObject({
      email: 'employee1599@bench.storeroom.test',
      full_name: 'Quinn Brennan 1599',
    });
  });
});
