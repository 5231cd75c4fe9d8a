import { createHttpClient } from '@storeroom/core/client';
import { createClient } from '@storeroom/core/contract';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import Papa from 'papaparse';
import {
  FULFILMENT_STATUS,
  FULFILMENT_STATUS_LABELS,
  PAID_STATUS_LABELS,
  ordersContract,
} from '__PKG__/contract';
import type { Order } from '__PKG__/contract';
import type { Config } from './config';

/** Page size of the export: the API's largest page. */
const PAGE_SIZE = 200;

/**
 * Orders with items still waiting to be sent to fulfilment (spec 2 §4 fulfilment status):
 * not fulfilled, partially sent to fulfilment, partially sent and shipped.
 */
export const UNFULFILLED = [
  FULFILMENT_STATUS.notFulfilled,
  FULFILMENT_STATUS.partiallySent,
  FULFILMENT_STATUS.partiallySentAndShipped,
];

export const COLUMNS = [
  'number',
  'order_date',
  'full_name',
  'email',
  'total',
  'paid',
  'status',
  'ship_to',
] as const;

function row(order: Order): string[] {
  const a = order.shipping_address;
  return [
    order.number,
    order.order_date,
    order.full_name,
    order.email,
    // The API's money is integer minor units; the CSV holds decimal text ("123.45").
    minorUnitsToDecimal(order.total, order.currency),
    PAID_STATUS_LABELS[order.paid],
    FULFILMENT_STATUS_LABELS[order.status],
    [a.street, a.suite, a.city, a.state, a.zip, a.country].filter(Boolean).join(', '),
  ];
}

/**
 * Exports the store's unfulfilled orders to CSV, oldest first (the order to work them in),
 * page by page through the client derived from the orders plugin's contract, with the
 * private app's token.
 */
export async function exportUnfulfilledOrdersCsv(config: Config): Promise<string> {
  const http = createHttpClient({ baseUrl: `${config.url}/api/v1`, tokens: config.token });
  // The client derived from the orders plugin's contract: typed items, filters and answers.
  const orders = createClient(ordersContract, http).orders;
  const rows: string[][] = [];
  for (let page = 1; ; page++) {
    const answer = await orders.search({ status: UNFULFILLED }, { page, size: PAGE_SIZE, sort: 'order_date' });
    rows.push(...answer.items.map(row));
    if (page >= answer._meta.pageCount) break;
  }
  return Papa.unparse({ fields: [...COLUMNS], data: rows });
}
