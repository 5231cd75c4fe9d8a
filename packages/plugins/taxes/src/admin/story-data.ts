/** Story data: the plugin's own demo taxes (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { taxesContract } from '../contract';
import type { Tax } from '../contract';
import { SEED_TAXES } from '../server/seed-data';

/** US states, in order, for lists longer than the seed. */
const MORE_STATES = ['TX', 'FL', 'WA', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'AZ', 'MA', 'TN'];

export function sampleTaxes(count: number): Tax[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_TAXES[i];
    return {
      id: i + 1,
      country: seed?.country ?? 'US',
      state: seed ? seed.state : (MORE_STATES[(i - SEED_TAXES.length) % MORE_STATES.length] ?? null),
      tax: seed?.tax ?? 5 + (i % 4) * 0.25,
      shipping_exempt: seed?.shipping_exempt ?? i % 2 === 0,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/** A memory server of the contract: the `taxes` resource and the used pairs of its rows. */
export function taxesHttp(rows: Tax[]) {
  return contractMemoryHttp(
    taxesContract,
    { taxes: rows },
    {
      endpoints: {
        usedRegions: () => ({
          items: rows.map(({ id, country, state }) => ({ id, country, state })),
        }),
      },
    },
  );
}
