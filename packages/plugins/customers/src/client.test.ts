import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { createCustomersClient, CUSTOMERS_EXPORT_PATH } from './client';
import { customerInputSchema, CUSTOMERS_MESSAGES, normalizePhone } from './schema';

describe('Customers client', () => {
  it('posts the export with its filter and returns the server’s message', async () => {
    const calls: unknown[][] = [];
    const http: HttpClient = {
      request: async <T>(...args: unknown[]) => {
        calls.push(args);
        return { message: CUSTOMERS_MESSAGES.exportQueued } as T;
      },
    };
    const result = await createCustomersClient(http).exportCsv({ query: 'olivia' });
    expect(result).toEqual({ message: 'Report will be sent to your email' });
    expect(calls).toEqual([['POST', CUSTOMERS_EXPORT_PATH, { body: { filter: { query: 'olivia' } } }]]);
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
