/** Story data: the plugin's own demo items (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { __CAMEL__Contract } from '../contract';
import type { __PASCAL__Item } from '../contract';
import { SEED___CONST___ITEMS } from '../server/seed-data';

export function sampleItems(count: number): __PASCAL__Item[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED___CONST___ITEMS[i % SEED___CONST___ITEMS.length]!;
    return {
      id: i + 1,
      title: i < SEED___CONST___ITEMS.length ? seed.title : `${seed.title} ${i + 1}`,
      status: seed.status,
      notes: seed.notes,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/**
 * A memory server of the contract: the `items` resource (bodies checked by the contract's own
 * schemas) and a canned answer of the `archive` endpoint.
 */
export function itemsHttp(rows: __PASCAL__Item[]) {
  return contractMemoryHttp(
    __CAMEL__Contract,
    { items: rows },
    {
      endpoints: {
        archive: ({ params }) => ({
          ...rows.find((row) => String(row.id) === params.id)!,
          status: 'archived',
        }),
      },
    },
  );
}
