/**
 * A fake of the reference server's private-apps endpoints for tests and stories: the memory
 * HttpClient for the resource, plus what it lacks — the token answered once on create, and
 * the tokens sub-resource (issue, revoke).
 */
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import { PRIVATE_APPS_PATH, createPrivateAppsClient } from '../client';
import type { PrivateAppsClient } from '../client';
import type { PrivateApp, PrivateAppToken } from '../schema';

export interface FakePrivateApps {
  client: PrivateAppsClient;
  memory: MemoryHttpClient;
  /** Every request sent: method, path and body. */
  sent: { method: HttpMethod; path: string; body: unknown }[];
}

export function fakePrivateApps(apps: PrivateApp[]): FakePrivateApps {
  const memory = createMemoryHttpClient({
    resources: { [PRIVATE_APPS_PATH]: apps.map((a) => ({ ...a, tokens: [...(a.tokens ?? [])] })) },
  });
  const sent: FakePrivateApps['sent'] = [];
  let nextToken = 100;
  const newToken = (): PrivateAppToken => {
    nextToken += 1;
    const token = `sr_pat_${String(nextToken).padStart(4, '0')}secretvalue`;
    return {
      id: nextToken,
      hint: `${token.slice(0, 8)}…${token.slice(-4)}`,
      created_at: '2026-11-22T10:00:00Z',
      last_used_at: null,
      token,
    };
  };
  const listed = (token: PrivateAppToken): PrivateAppToken => ({ ...token, token: undefined });
  const rowOf = (id: number) => memory.rows(PRIVATE_APPS_PATH).find((r) => r.id === id);

  const http: HttpClient = {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
      sent.push({ method, path, body: options.body });
      const tokens = /^\/apps\/private-apps\/(\d+)\/tokens(?:\/(\d+))?$/.exec(path);
      if (tokens) {
        const row = rowOf(Number(tokens[1]));
        if (!row) throw new ApiError(404, 'Not found.');
        const list = row.tokens as PrivateAppToken[];
        if (method === 'POST') {
          const token = newToken();
          list.push(listed(token));
          return token as T;
        }
        const index = list.findIndex((t) => t.id === Number(tokens[2]));
        if (index < 0) throw new ApiError(404, 'Not found.');
        list.splice(index, 1);
        return undefined as T;
      }
      if (method === 'POST' && path === PRIVATE_APPS_PATH) {
        const created = await memory.request<PrivateApp>(method, path, options);
        const token = newToken();
        const row = rowOf(created.id);
        if (row) row.tokens = [listed(token)];
        return { ...created, tokens: [token] } as T;
      }
      return memory.request<T>(method, path, options);
    },
  };
  return { client: createPrivateAppsClient(http), memory, sent };
}
