import { describe, expect, it } from 'vitest';
import { createInventoryClient } from './client';
import { createFakeInventoryHttp, sampleLines } from './admin/test-support';

describe('Inventory client', () => {
  it('reads inventory grouped by product and flat, by the HTTP contract', async () => {
    const http = createFakeInventoryHttp(sampleLines(3));
    const client = createInventoryClient(http);
    const groups = await client.groups.list({ size: 20 });
    expect(groups.items.map((g) => g.product_title)).toEqual(['Canvas Tote', 'Classic Tee', 'Wool Beanie']);
    expect(http.log.at(-1)).toBe('POST /inventory/search');
    const one = await client.groups.get(100);
    expect(one.inventory_items.map((i) => i.sku)).toEqual(['CLA-1-S']);
    const flat = await client.items.search({ 'sku.title': ['WOO-3-M'] });
    expect(flat.items.map((i) => i.sku)).toEqual(['WOO-3-M']);
  });

  it('saves on hand of several items through one group update', async () => {
    const http = createFakeInventoryHttp(sampleLines(3));
    const client = createInventoryClient(http);
    const wool = http.lines.filter((l) => l.product_id === 102);
    const updated = await client.groups.update(102, {
      items: wool.map((l) => ({ id: l.id, on_hand: { '1': 4, '2': 1 } })),
    });
    expect(updated.inventory_items.every((i) => i.total_on_hand === 5)).toBe(true);
    expect(http.log.filter((l) => l.startsWith('PATCH'))).toHaveLength(wool.length);
  });

  it('deletes only the unlinked items of the chosen products', async () => {
    const http = createFakeInventoryHttp(sampleLines(3));
    const client = createInventoryClient(http);
    await expect(client.groups.bulk('delete', [100])).rejects.toMatchObject({ status: 422 });
    await client.groups.bulk('delete', [100, 102]);
    expect(http.lines.some((l) => l.product_id === 102)).toBe(false);
    expect(http.lines.some((l) => l.product_id === 100)).toBe(true);
  });
});
