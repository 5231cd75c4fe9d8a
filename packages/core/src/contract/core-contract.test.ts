import { describe, expect, it } from 'vitest';
import { createAccountApi, createAuthApi } from '../client/account';
import { createHttpClient } from '../client/http';
import { memoryTokenStore } from '../client/tokens';
import { CORE_ROUTES, coreContract } from './core-contract';

describe('the core contract', () => {
  it('declares each endpoint of its zod-free route table with the same method, path and access', () => {
    for (const [name, route] of Object.entries(CORE_ROUTES)) {
      const endpoint = coreContract.endpoints[name as keyof typeof CORE_ROUTES];
      expect(endpoint, name).toMatchObject({
        method: route.method,
        path: route.path,
        subject: route.subject,
      });
    }
  });

  it('the shell’s session calls send what the contract declares', async () => {
    const sent: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const tokens = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };
      const body =
        url.pathname.endsWith('/account/stores') && init?.method === 'GET' ? { items: [] } : tokens;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const http = createHttpClient({
      baseUrl: 'http://storeroom.test/api/v1',
      tokens: memoryTokenStore(),
      fetch,
    });
    const auth = createAuthApi(http);
    const account = createAccountApi(http);
    await auth.login({ email: 'owner@storeroom.test', password: 'secret' });
    await account.listStores();
    await auth.switchStore(2);
    await auth.logout();
    expect(sent).toEqual([
      `${CORE_ROUTES.login.method} /api/v1${CORE_ROUTES.login.path}`,
      `${CORE_ROUTES.listStores.method} /api/v1${CORE_ROUTES.listStores.path}`,
      `${CORE_ROUTES.switchStore.method} /api/v1${CORE_ROUTES.switchStore.path}`,
      `${CORE_ROUTES.logout.method} /api/v1${CORE_ROUTES.logout.path}`,
    ]);
  });
});
