import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ownerSuite } from '@storeroom/server/testing';
import { createCsvTemplatesClient } from './client';
import { csvTemplatesServerPlugin } from './server/plugin';
import { SEED_TEMPLATES } from './server/seed-data';

const s = ownerSuite(() => createTestServer({ plugins: [csvTemplatesServerPlugin] }), {
  beforeAll,
  afterAll,
});

describe('CSV templates client (derived from the contract)', () => {
  it('lists, searches and creates at /csv on the server', async () => {
    const client = createCsvTemplatesClient(s.t.http(s.owner));
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
