/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createEventRef, createJobRef, createServiceRef } from '@storeroom/core/contract';

export interface DirectoryCustomer {
  id: number;
  email: string;
  full_name: string;
  phone: string;
}

export interface CustomerDirectoryService {
  get(id: number): Promise<DirectoryCustomer | undefined>;
  /** By email, compared lower-cased. */
  findByEmail(email: string): Promise<DirectoryCustomer | undefined>;
  /** Creates a customer (422 `{ errors }` on a bad email). */
  create(input: { email: string; full_name?: string; phone?: string }): Promise<DirectoryCustomer>;
  update(id: number, input: Partial<Omit<DirectoryCustomer, 'id'>>): Promise<DirectoryCustomer>;
  remove(id: number): Promise<void>;
}

export const CUSTOMER_DIRECTORY = createServiceRef<CustomerDirectoryService>('customers.directory');

/**
 * How many documents (orders, invoice orders, ...) name a customer. Every area that links
 * customers provides one counter under its own id; the customer-email change (spec 2 §4)
 * sums them through `CUSTOMER_REFERENCES` events.
 */
export const CUSTOMER_REFERENCES = createEventRef<{ customer_id: number; count: { value: number } }>(
  'customers.references',
);

/** What a customers export job is given: the list's filter, or the selected ids. */
export interface CustomersExportInput {
  filter?: Record<string, unknown>;
  ids?: number[];
}

/** What a customers export job answers once done: the stored CSV and whether it was mailed. */
export interface CustomersExportJobResult {
  /** Where to download the CSV (`/uploads/...`). */
  url: string;
  filename: string;
  /** Data rows (customers) in the file. */
  rows: number;
  /** Whether a link was mailed to the caller. */
  emailed: boolean;
}

/** `POST /customers/exportcsv` and the `export` bulk action start this job (`GET /jobs/{id}`). */
export const EXPORT_CUSTOMERS_JOB = createJobRef<CustomersExportInput, CustomersExportJobResult>(
  'customers.export',
);
