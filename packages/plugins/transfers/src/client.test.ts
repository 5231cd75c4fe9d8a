import { describe, expect, it } from 'vitest';
import { createTransfersClient } from './client';
import { createFakeTransfersHttp } from './admin/test-support';

describe('Transfers client', () => {
  it('reads transfers, locations and items with a sku from the inventory search', async () => {
    const http = createFakeTransfersHttp();
    const client = createTransfersClient(http);
    const page = await client.transfers.list({ sort: '!id' });
    expect(page.items.map((t) => t.id)).toEqual([3, 2, 1]);
    const { warehouses, vendors } = await client.locations();
    expect(warehouses.map((w) => w.title)).toEqual(['East Coast Depot', 'Main Warehouse']);
    expect(vendors).toHaveLength(1);
    const tees = await client.searchItems({ text: 'tee' }, 200);
    expect(tees.map((i) => [i.sku, i.available[1]])).toEqual([
      ['TEE-S', 12],
      ['TEE-M', 5],
    ]);
    expect(http.log).toContain('POST /inventory/search');
    const bySku = await client.searchItems({ skus: ['tote'] }, 200);
    expect(bySku.map((i) => i.sku)).toEqual(['TOTE']);
  });

  it('receives through PATCH with sku and received', async () => {
    const http = createFakeTransfersHttp();
    const { transfers } = createTransfersClient(http);
    const received = await transfers.update(1, { products: [{ sku: 'TEE-S', received: 10 }] });
    expect(received.products!.find((p) => p.sku === 'TEE-S')!.received).toBe(4);
    expect(received.status).toBe(1);
  });
});
