/**
 * In-memory customers API for component tests and stories: core's memory client plus what
 * it cannot know (the free-text `query` filter and `POST /customers/exportcsv`).
 */
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createCustomersClient, CUSTOMERS_EXPORT_PATH, CUSTOMERS_PATH } from '../client';
import type { CustomersClient } from '../client';
import { CUSTOMERS_MESSAGES } from '../schema';
import type { CustomerItem } from '../schema';

const NAMES = ['Olivia Johnson', 'Liam Garcia', 'Emma Nguyen', 'Noah Patel', 'Ava Smith', 'Elijah Brown'];

/** `count` customers; the first has two addresses, every fourth never bought. */
export function sampleCustomers(count: number): CustomerItem[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]!}${i >= NAMES.length ? ` ${i}` : ''}`;
    const neverBought = i % 4 === 3;
    return {
      id: i + 1,
      email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
      full_name: name,
      phone: i === 0 ? '+1.5125550147' : '',
      notes: i === 0 ? 'Prefers delivery after 5 pm.' : '',
      tags: i % 2 === 0 ? ['vip'] : [],
      addresses:
        i === 0
          ? [
              {
                company: 'Johnson & Co.',
                street: '12 Main Street',
                suite: 'Suite 4',
                city: 'Austin',
                state: 'TX',
                zip: '78701',
                country: 'US',
                phone: '+1.5125550147',
                full_name: 'Olivia Johnson',
              },
              {
                company: '',
                street: '1 Bay Street',
                suite: '',
                city: 'Toronto',
                state: 'ON',
                zip: 'M5V 2T6',
                country: 'CA',
                phone: '',
                full_name: 'Olivia Johnson',
              },
            ]
          : [],
      created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      order_count: neverBought ? 0 : 1 + (i % 5),
      lifetime_spent: neverBought ? 0 : 12345 * (1 + (i % 5)),
      last_purchase: neverBought ? null : new Date(Date.UTC(2026, 1, 1 + i, 12)).toISOString(),
    };
  });
}

export interface FakeCustomersApi {
  http: MemoryHttpClient;
  client: CustomersClient;
  /** Bodies of the export calls made (`exportcsv` filters and bulk `export` ids). */
  exports: unknown[];
}

export function fakeCustomersApi(rows: CustomerItem[]): FakeCustomersApi {
  const memory = createMemoryHttpClient({ resources: { [CUSTOMERS_PATH]: rows } });
  const exports: unknown[] = [];
  const http: HttpClient = {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
      if (method === 'POST' && (path === CUSTOMERS_EXPORT_PATH || path === `${CUSTOMERS_PATH}/export`)) {
        exports.push(options.body);
        return { message: CUSTOMERS_MESSAGES.exportQueued } as T;
      }
      const body = options.body as Record<string, unknown> | undefined;
      if (method === 'POST' && path === `${CUSTOMERS_PATH}/search` && typeof body?.query === 'string') {
        const { query, ...rest } = body;
        const needle = (query as string).toLowerCase();
        const page = (await memory.request(method, path, { ...options, body: rest })) as {
          items: CustomerItem[];
          _meta: Record<string, number>;
        };
        const items = page.items.filter(
          (c) => c.full_name.toLowerCase().includes(needle) || c.email.toLowerCase().includes(needle),
        );
        return { items, _meta: { ...page._meta, totalCount: items.length, pageCount: 1 } } as T;
      }
      return memory.request<T>(method, path, options);
    },
  };
  return { http: memory, client: createCustomersClient(http), exports };
}

/** A client whose requests never answer (loading states). */
export const pendingCustomersClient: CustomersClient = createCustomersClient({
  request: () => new Promise(() => undefined),
});
