/**
 * The typed client of the Customers API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const customers = await createCustomersClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient, SearchFilter } from '@storeroom/core/client';
import type { CustomerInput, CustomerItem, CustomersExportResult } from './schema';

/** Resource path under /api/v1. */
export const CUSTOMERS_PATH = '/customers';
/** Export path (spec 1 §7). */
export const CUSTOMERS_EXPORT_PATH = '/customers/exportcsv';

export interface CustomersClient extends ResourceClient<CustomerItem, CustomerInput, Partial<CustomerInput>> {
  /** Queues a CSV export of the customers matching `filter`; it is emailed to the caller. */
  exportCsv(filter?: SearchFilter): Promise<CustomersExportResult>;
}

export function createCustomersClient(http: HttpClient): CustomersClient {
  const base = createResourceClient<CustomerItem, CustomerInput, Partial<CustomerInput>>(
    http,
    CUSTOMERS_PATH,
  );
  return {
    ...base,
    exportCsv: (filter = {}) =>
      http.request<CustomersExportResult>('POST', CUSTOMERS_EXPORT_PATH, { body: { filter } }),
  };
}
