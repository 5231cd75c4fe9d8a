import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, EMPLOYEES_SUBJECT as SERVER_EMPLOYEES_SUBJECT } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createHttpClient } from '@storeroom/core/client';
import { ApiError } from '@storeroom/core/client';
import { createEmployeesClient, createPrivateAppsClient } from '../client';
import { EMPLOYEES_SUBJECT, employeesContract } from '../contract';
import { employeesTestServer } from './test-server';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await employeesTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const http = (token: string) =>
  createHttpClient({ baseUrl: 'http://storeroom.test/api/v1', tokens: token, fetch: t.fetch });

describe('Employees plugin against the core server', () => {
  it('guards its screens with the core contract’s owner-only subject, the one the server checks', () => {
    expect(EMPLOYEES_SUBJECT).toBe(SERVER_EMPLOYEES_SUBJECT);
    expect(employeesContract.subjects.employees).toBe(EMPLOYEES_SUBJECT);
  });

  it('creates an employee with limited orders access through the derived client; the employee is refused the employees API', async () => {
    const created = await createEmployeesClient(http(owner)).create({
      email: 'limited.orders@storeroom.test',
      full_name: 'Limited Orders',
      enabled: true,
      access: [{ subject: 'orders', rule: 1, options: [] }],
      password: 'orders-only-1',
    });
    expect(created).toMatchObject({ access: [{ subject: 'orders', rule: 1, options: [] }], enabled: true });
    const employee = await t.login({ email: 'limited.orders@storeroom.test', password: 'orders-only-1' });
    await expect(createEmployeesClient(http(employee)).list()).rejects.toMatchObject({ status: 403 });
  });

  it('creates a private app whose token is returned once, then issues and revokes tokens', async () => {
    const apps = createPrivateAppsClient(http(owner));
    const app = await apps.create({ name: 'Feed sync' });
    expect(app.tokens?.[0]?.token).toEqual(expect.any(String));
    const listed = await apps.list({ expand: ['tokens', 'accessRules'] });
    const row = listed.items.find((i) => i.id === app.id);
    expect(row?.tokens).toHaveLength(1);
    expect(row?.tokens?.[0]?.token).toBeUndefined();
    const token = await apps.issueToken(app.id);
    expect(token.token).toEqual(expect.any(String));
    await apps.revokeToken(app.id, token.id);
    await expect(apps.revokeToken(app.id, token.id)).rejects.toBeInstanceOf(ApiError);
    const after = await apps.get(app.id, { expand: ['tokens'] });
    expect(after.tokens?.map((k) => k.id)).toEqual([app.tokens![0]!.id]);
  });
});
