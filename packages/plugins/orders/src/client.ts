/**
 * The typed client of the Orders API, DERIVED from the contract (spec 2 §7 Orders, carriers,
 * mass-fulfilment templates; spec 3 §7 order actions). No React: private apps and scripts use
 * it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const orders = createOrdersClient(http);
 * const page = await orders.orders.search({ status: [0, 1] }, { size: 20, sort: '!order_date' });
 * await orders.fulfil({ params: { id: page.items[0]!.id }, body: { items: [{ item_id: 7, quantity: 1 }], warehouse_id: 1 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { ordersContract } from './contract';

export type OrdersClient = ContractClient<typeof ordersContract>;

export function createOrdersClient(http: HttpClient): OrdersClient {
  return createClient(ordersContract, http);
}

/**
 * The multipart body of `uploadCsv` (CSV mass fulfilment, spec 2 §5): the file and, when the
 * columns follow a mass-fulfilment template, its id; the warehouse tracked items are fulfilled
 * from. `checkCsv` takes the same form.
 */
export function csvUploadForm(
  file: Blob,
  options: { filename?: string; templateId?: number; warehouseId?: number | null } = {},
): FormData {
  const form = new FormData();
  form.append('file', file, options.filename ?? (file instanceof File ? file.name : 'orders.csv'));
  if (options.templateId !== undefined) form.append('template_id', String(options.templateId));
  if (options.warehouseId != null) form.append('warehouse_id', String(options.warehouseId));
  return form;
}
