import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createTaxesClient } from './client';
import { taxesTestServer } from './server/test-server';

const s = ownerSuite(taxesTestServer, { beforeAll, afterAll });

describe('Taxes client (derived from the contract)', () => {
  it('lists, creates and reads the used pairs on the server', async () => {
    const client = createTaxesClient(s.t.http(s.owner));
    const created = await client.taxes.create({ country: 'IT', tax: 22 });
    expect(created).toMatchObject({ country: 'IT', state: null, tax: 22 });
    const { items } = await client.usedRegions();
    expect(items).toContainEqual({ id: created.id, country: 'IT', state: null });
    await expect(client.taxes.create({ country: 'IT', tax: 10 })).rejects.toMatchObject({ status: 422 });
  });
});
