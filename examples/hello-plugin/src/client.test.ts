import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createHelloClient } from './client';
import { SEED_HELLO_ITEMS } from './server/seed-data';
import { helloTestServer } from './server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await helloTestServer();
});
afterAll(() => t.close());

describe('Hello client (derived from the contract)', () => {
  it('lists, searches, creates and archives on the server', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const client = createHelloClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
    );
    const all = await client.items.list();
    expect(all.items.map((i) => i.title)).toEqual([...SEED_HELLO_ITEMS].reverse().map((s) => s.title));
    const archived = await client.items.search({ status: 'archived' });
    expect(archived.items.map((i) => i.status)).toEqual(['archived']);
    const created = await client.items.create({ title: 'From the client' });
    expect(created).toMatchObject({ title: 'From the client', status: 'active' });
    expect(await client.archive({ params: { id: created.id } })).toMatchObject({ status: 'archived' });
    await expect(client.items.create({ title: ' ' })).rejects.toMatchObject({ status: 422 });
  });
});
