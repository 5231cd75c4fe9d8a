import { describe, expect, it } from 'vitest';
import type { ApiHolder } from '@storeroom/core';
import { customersApiRef } from './api';
import { searchCustomers } from './search';
import { fakeCustomersApi, sampleCustomers } from './test-support';

describe('Customers search provider', () => {
  it('finds customers by name or email, at most `limit`, linking to the profile', async () => {
    const { client, http } = fakeCustomersApi(sampleCustomers(20));
    const apis: ApiHolder = { get: <T>() => client as T, has: (ref) => ref === customersApiRef };
    const hits = await searchCustomers('olivia', { apis, signal: new AbortController().signal, limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits[0]).toMatchObject({ title: 'Olivia Johnson', href: '/admin/customers/1' });
    expect(hits.every((h) => /olivia/i.test(h.title))).toBe(true);
    expect(http.log).toContain('POST /customers/search');
  });
});
