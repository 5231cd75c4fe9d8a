import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, EMPLOYEES_SUBJECT as SERVER_EMPLOYEES_SUBJECT } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { EMPLOYEES_SUBJECT } from '../access';
import { employeesServerPlugin } from './plugin';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [employeesServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('Employees plugin against the reference server', () => {
  it('mirrors the server’s owner-only employees subject', () => {
    expect(EMPLOYEES_SUBJECT).toEqual(SERVER_EMPLOYEES_SUBJECT);
  });

  it('creates an employee with limited orders access, who is then refused the employees API', async () => {
    const created = await t.request('POST', '/employees', {
      token: owner,
      body: {
        email: 'limited.orders@storeroom.test',
        full_name: 'Limited Orders',
        enabled: true,
        access: [{ subject: 'orders', rule: 1, options: ['allow_export'] }],
        password: 'orders-only-1',
      },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      access: [{ subject: 'orders', rule: 1, options: ['allow_export'] }],
      enabled: true,
    });
    const employee = await t.login({ email: 'limited.orders@storeroom.test', password: 'orders-only-1' });
    expect((await t.request('GET', '/employees', { token: employee })).status).toBe(403);
  });

  it('creates a private app whose token is returned once, then issues and revokes tokens', async () => {
    const created = await t.request('POST', '/apps/private-apps', {
      token: owner,
      body: { name: 'Feed sync' },
    });
    expect(created.status).toBe(201);
    const app = (await created.json()) as { id: number; tokens: { id: number; token?: string }[] };
    expect(app.tokens[0]?.token).toEqual(expect.any(String));
    const listed = (await (
      await t.request('GET', '/apps/private-apps?expand=tokens,accessRules', { token: owner })
    ).json()) as { items: { id: number; tokens: { token?: string }[] }[] };
    const row = listed.items.find((i) => i.id === app.id);
    expect(row?.tokens).toHaveLength(1);
    expect(row?.tokens[0]?.token).toBeUndefined();
    const issued = await t.request('POST', `/apps/private-apps/${app.id}/tokens`, { token: owner });
    const token = (await issued.json()) as { id: number; token: string };
    expect(token.token).toEqual(expect.any(String));
    expect(
      (await t.request('DELETE', `/apps/private-apps/${app.id}/tokens/${token.id}`, { token: owner })).status,
    ).toBe(204);
  });
});
