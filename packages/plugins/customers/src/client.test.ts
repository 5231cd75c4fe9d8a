import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createCustomersClient } from './client';
import { customerInputSchema, CUSTOMERS_MESSAGES, normalizePhone } from './contract';
import { mainStoreCustomers } from './server/seed-data';
import { customersTestServer } from './server/test-server';

const s = ownerSuite(customersTestServer, { beforeAll, afterAll });

describe('Customers client (derived from the contract)', () => {
  it('searches, creates and exports at /customers on the server', async () => {
    const client = createCustomersClient(s.t.http(s.owner));
    const seed = mainStoreCustomers();
    const byEmail = await client.customers.search({ email: seed[3]!.email });
    expect(byEmail.items.map((c) => c.full_name)).toEqual([seed[3]!.full_name]);
    const created = await client.customers.create({ email: ' Lookup@Example.com ' });
    expect(created).toMatchObject({ email: 'lookup@example.com', order_count: 0, last_purchase: null });
    await expect(client.customers.create({ email: 'nope' })).rejects.toMatchObject({ status: 422 });
    const result = await client.exportCsv({ body: { filter: { query: 'lookup@' } } });
    // The export runs as a job: the answer is the spec's message and the job's id.
    expect(result).toEqual({ message: CUSTOMERS_MESSAGES.exportQueued, id: expect.any(String) });
    await expect(client.exportCsv({ body: { filter: { secret: 1 } } })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('Customer schema', () => {
  it('stores phones as +dial.number for their country and refuses other countries’ numbers', () => {
    expect(normalizePhone('(202) 555-0123', 'us')).toBe('+1.2025550123');
    expect(normalizePhone('020 7946 0123', 'GB')).toBe('+44.2079460123');
    expect(normalizePhone('+44 20 7946 0123', 'US')).toBeNull();
    expect(normalizePhone('123', 'US')).toBeNull();
    expect(normalizePhone('+1.4165550198', 'CA')).toBe('+1.4165550198');
  });

  it('lower-cases and trims the email and fills address defaults', () => {
    const parsed = customerInputSchema.parse({ email: ' A.B@Example.COM ', addresses: [{ city: 'Austin' }] });
    expect(parsed.email).toBe('a.b@example.com');
    expect(parsed.addresses[0]).toMatchObject({ city: 'Austin', country: 'US', phone: '' });
    const bad = customerInputSchema.safeParse({ email: 'nope' });
    expect(bad.success).toBe(false);
  });
});
