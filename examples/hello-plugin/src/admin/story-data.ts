/** Story data: the plugin's own demo items (data only, no rules) on memory servers of the contracts. */
import type { HttpClient } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { customersContract } from '@storeroom/plugin-customers/contract';
import { helloContract, HELLO_DEFAULT_GREETING } from '../contract';
import type { HelloItem } from '../contract';
import { SEED_HELLO_ITEMS } from '../server/seed-data';

export function sampleItems(count: number): HelloItem[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_HELLO_ITEMS[i % SEED_HELLO_ITEMS.length]!;
    return {
      id: i + 1,
      title: i < SEED_HELLO_ITEMS.length ? seed.title : `${seed.title} ${i + 1}`,
      status: seed.status,
      notes: seed.notes,
      customer_id: i === 0 ? 1 : null,
      customer_name: i === 0 ? 'Ada Lovelace' : '',
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/**
 * A memory server of the contract: the `items` resource (bodies checked by the contract's own
 * schemas) and canned answers of its endpoints.
 */
export function itemsHttp(rows: HelloItem[], greeting = HELLO_DEFAULT_GREETING) {
  return contractMemoryHttp(
    helloContract,
    { items: rows },
    {
      endpoints: {
        archive: ({ params }) => ({
          ...rows.find((row) => String(row.id) === params.id)!,
          status: 'archived',
        }),
        getSettings: () => ({ greeting }),
        saveSettings: ({ body }) => body,
      },
    },
  );
}

const customer = {
  id: 1,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  phone: '',
  notes: '',
  tags: [],
  addresses: [],
  created_at: '2026-01-01T00:00:00.000Z',
  order_count: 0,
  lifetime_spent: 0,
  last_purchase: null,
};

/**
 * One transport for a story: Hello's memory server, and the customers plugin's (by its
 * contract) for the editor's customer lookup.
 */
export function storyHttp(rows: HelloItem[], greeting?: string): HttpClient {
  const hello = itemsHttp(rows, greeting);
  const customers = contractMemoryHttp(customersContract, { customers: [customer] });
  return {
    request: (method, path, init) =>
      (path.startsWith('/customers') ? customers : hello).request(method, path, init),
  };
}
