import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@storeroom/server/testing';
import { TRANSFER_STATUS } from './contract';
import { createSampleTransfers, ownerTransfers, transfersTestServer } from './server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await transfersTestServer();
});
afterAll(() => t.close());

describe('Transfers client (derived from the contract)', () => {
  it('creates, receives through PATCH with sku and received, archives and lists', async () => {
    const sample = await createSampleTransfers(t);
    const transfers = await ownerTransfers(t);
    const page = await transfers.list({ sort: '!id' });
    expect(page.items.map((x) => x.id)).toEqual(
      [sample.fromVendor, sample.received, sample.partly, sample.inTransit].map((x) => x.id),
    );
    const received = await transfers.update(sample.partly.id, { products: [{ sku: 'TEE-S', received: 10 }] });
    // Capped at what is left: 2 had arrived of 4.
    expect(received.products!.find((p) => p.sku === 'TEE-S')!.received).toBe(4);
    expect(received.status).toBe(TRANSFER_STATUS.partiallyReceived);
    expect(await transfers.bulk('archive', [sample.inTransit.id])).toEqual({ affected: 1 });
    const archived = await transfers.search({ archived: true });
    expect(archived.items.map((x) => x.id)).toEqual([sample.inTransit.id]);
    await expect(transfers.update(sample.received.id, { archived: 'yes' } as never)).rejects.toMatchObject({
      status: 422,
    });
  });
});
