import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { createCsvTemplatesClient, CSV_TEMPLATES_PATH } from './client';

describe('CSV templates client', () => {
  it('lists, searches and creates at /csv', async () => {
    const http = createMemoryHttpClient({
      resources: {
        [CSV_TEMPLATES_PATH]: [
          { id: 1, title: 'First', layout_type: 1, columns: [], created_at: '2026-01-01T00:00:00Z' },
          { id: 2, title: 'Second', layout_type: 3, columns: [], created_at: '2026-01-02T00:00:00Z' },
        ],
      },
    });
    const client = createCsvTemplatesClient(http);
    const all = await client.list({ sort: '!id' });
    expect(all.items.map((i) => i.title)).toEqual(['Second', 'First']);
    const oneCell = await client.search({ layout_type: 3 });
    expect(oneCell.items.map((i) => i.id)).toEqual([2]);
    await client.create({
      title: 'Third',
      layout_type: 2,
      columns: [{ title: 'Order', content: ['order.id'] }],
    });
    expect(http.log).toContain('POST /csv');
    expect(http.rows(CSV_TEMPLATES_PATH)).toHaveLength(3);
  });
});
