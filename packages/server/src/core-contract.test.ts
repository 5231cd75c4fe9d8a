/**
 * The core server answers what the core contract says: each answer parses with the
 * contract's response or item schema (so the typed client, the shell's session calls and
 * the OpenAPI document describe what is really sent), and bodies are checked by its schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreContract } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from './seed';
import { createTestServer, ownerSuite } from './testing';

const s = ownerSuite(createTestServer, { beforeAll, afterAll });

const { resources, endpoints } = coreContract;

async function answer(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await s.t.request(method, path, { token: s.owner.tokens.accessToken, body });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _meta: z.object({}).loose() });

describe('the core contract describes what the server sends', () => {
  it('resources: employees, private apps (with tokens), files, email log (with body and events)', async () => {
    expect(listOf(resources.employees.item).parse(await answer('GET', '/employees')).items).not.toHaveLength(
      0,
    );
    listOf(resources.files.item).parse(await answer('GET', '/files'));
    const created = resources.privateApps.item.parse(
      await answer('POST', '/apps/private-apps', { name: 'Contract check' }),
    );
    expect(created.tokens?.[0]?.token).toEqual(expect.any(String));
    endpoints.createPrivateAppToken.response.parse(
      await answer('POST', `/apps/private-apps/${created.id}/tokens`),
    );
    const apps = listOf(resources.privateApps.item).parse(
      await answer('GET', '/apps/private-apps?expand=tokens,accessRules'),
    );
    expect(apps.items.some((a) => (a.tokens ?? []).length > 0)).toBe(true);
    const logs = listOf(resources.emailLogs.item).parse(
      await answer('GET', '/email-logs?expand=body,events'),
    );
    for (const log of logs.items) expect(log.body).toEqual(expect.any(String));
  });

  it('endpoints: the account, its stores, support info, sign-in and store switching', async () => {
    const account = endpoints.getAccount.response.parse(await answer('GET', '/account'));
    expect(account.is_employee).toBe(false);
    endpoints.updateAccount.response.parse(
      await answer('PATCH', '/account', { menu: { favourites: ['/admin'] } }),
    );
    endpoints.listStores.response.parse(await answer('GET', '/account/stores'));
    endpoints.supportInfo.response.parse(await answer('GET', '/account/support-info'));
    const other = account.stores.find((s) => !s.current)!;
    endpoints.switchStore.response.parse(await answer('POST', '/account/stores', { store_id: other.id }));
    const login = await s.t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner });
    endpoints.login.response.parse(await login.json());
  });

  it('refuses a body the contract refuses, with its message, changing nothing', async () => {
    const res = await s.t.request('PATCH', '/account', {
      token: s.owner.tokens.accessToken,
      body: { profile: { full_name: ' ' } },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { 'profile.full_name': ['Full name cannot be blank.'] } });
    expect(
      ((await answer('GET', '/account')) as { profile: { full_name: string } }).profile.full_name,
    ).not.toBe(' ');
  });

  it('documents the core resources from the contract’s item schemas', async () => {
    const doc = (await (await s.t.request('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const listed = JSON.stringify(doc.paths['/api/v1/employees']?.get?.responses['200']);
    expect(listed).toContain('full_name');
    expect(JSON.stringify(doc.paths['/api/v1/apps/private-apps/{id}']?.get)).toContain('accessRules');
  });
});
