/** Story data: the plugin's own demo zones (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { shippingContract } from '../contract';
import type { ShippingZone } from '../contract';
import { SEED_SHIPPING_ZONES } from '../server/seed-data';

/** `count` zones: the demo zones first, then numbered copies of them (to page through). */
export function sampleZones(count: number): ShippingZone[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_SHIPPING_ZONES[i % SEED_SHIPPING_ZONES.length]!;
    return {
      id: i + 1,
      name: i < SEED_SHIPPING_ZONES.length ? seed.name : `${seed.name} ${i + 1}`,
      rate: seed.rate,
      description: seed.description,
      regions: seed.regions.map((r) => ({ ...r })),
      exceptions: seed.exceptions.map((e) => ({ ...e })),
      additional_rates: seed.additional_rates.map((r) => ({ ...r })),
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    };
  });
}

/** A memory server of the contract: the `zones` resource, bodies checked by the contract's own schemas. */
export function zonesHttp(rows: ShippingZone[]) {
  return contractMemoryHttp(shippingContract, { zones: rows });
}
