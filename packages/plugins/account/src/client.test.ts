import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { createAccountClient, ACCOUNT_PATH } from './client';

describe('Account client', () => {
  it('lists, searches and creates through the resource contract', async () => {
    const http = createMemoryHttpClient({
      resources: {
        [ACCOUNT_PATH]: [
          { id: 1, title: 'First', status: 'active', notes: '', created_at: '2026-01-01T00:00:00Z' },
          { id: 2, title: 'Second', status: 'archived', notes: '', created_at: '2026-01-02T00:00:00Z' },
        ],
      },
    });
    const client = createAccountClient(http);
    const all = await client.list({ sort: '!id' });
    expect(all.items.map((i) => i.title)).toEqual(['Second', 'First']);
    expect(all._meta.totalCount).toBe(2);
    const archived = await client.search({ status: 'archived' });
    expect(archived.items.map((i) => i.id)).toEqual([2]);
    const created = await client.create({ title: 'Third' });
    expect(created).toMatchObject({ title: 'Third' });
    expect(http.rows(ACCOUNT_PATH)).toHaveLength(3);
  });
});
