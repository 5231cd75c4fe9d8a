/** Rows for stories: the plugin's own demo customers (data only, no rules), numbered and dated. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { CUSTOMERS_MESSAGES, customersContract } from '../contract';
import type { CustomerItem } from '../contract';
import { mainStoreCustomers, SAMPLE_PURCHASES } from '../server/seed-data';

/** The first `count` demo customers as the API answers them, ids from 1, with the sample statistics. */
export function sampleCustomers(count: number): CustomerItem[] {
  const seed = mainStoreCustomers();
  return Array.from({ length: count }, (_, i) => {
    const customer = seed[i % seed.length]!;
    const purchase = SAMPLE_PURCHASES.find((p) => p.index === i);
    return {
      ...customer,
      id: i + 1,
      email: i < seed.length ? customer.email : `${i}.${customer.email}`,
      created_at: customer.created_at.toISOString(),
      order_count: purchase?.order_count ?? 0,
      lifetime_spent: purchase?.lifetime_spent ?? 0,
      last_purchase: purchase?.last_purchase ?? null,
    };
  });
}

/** A memory server of the customers resource (bodies checked by the contract's schemas); exports answer the spec's message. */
export function customersHttp(rows: CustomerItem[]) {
  const queued = () => ({ message: CUSTOMERS_MESSAGES.exportQueued, id: 'story-export-job' });
  return contractMemoryHttp(customersContract, { customers: rows }, { endpoints: { exportCsv: queued } });
}
