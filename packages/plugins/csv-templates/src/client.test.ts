import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { createCsvTemplatesClient } from './client';
import { csvTemplatesServerPlugin } from './server/plugin';
import { SEED_TEMPLATES } from './server/seed-data';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [csvTemplatesServerPlugin] });
});
afterAll(() => t.close());

describe('CSV templates client (derived from the contract)', () => {
  it('lists, searches and creates at /csv on the server', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const client = createCsvTemplatesClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
    );
    const all = await client.templates.list({ sort: '!id' });
    expect(all.items.map((i) => i.title)).toEqual([...SEED_TEMPLATES].reverse().map((s) => s.title));
    const oneCell = await client.templates.search({ layout_type: 3 });
    expect(oneCell.items.map((i) => i.layout_type)).toEqual([3]);
    const created = await client.templates.create({
      title: 'Third',
      layout_type: 2,
      columns: [{ title: 'Order', content: ['order.id'] }],
    });
    expect(created).toMatchObject({ title: 'Third', layout_type: 2 });
    await expect(client.templates.create({ title: '', layout_type: 2, columns: [] })).rejects.toMatchObject({
      status: 422,
    });
    expect((await client.templates.list())._meta.totalCount).toBe(SEED_TEMPLATES.length + 1);
  });
});
