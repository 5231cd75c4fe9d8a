import { httpApiRef } from '@storeroom/core';
import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { clientFor } from '@storeroom/core/contract';
// model.ts, not the contract: this provider is in the shell's first load, which must not
// carry zod (scripts/manifest-weight.test.ts). The contract loads on the first search.
import { INVOICE_ORDERS_DEFAULT_SORT, INVOICE_ORDERS_SUBJECT, INVOICE_PAID_LABELS } from '../contract/shell';

/**
 * Global search (spec 4 §2): invoice orders by number (`12`, `#12`) or email, newest first,
 * `limit` hits, each opening the editor at `/admin/orders/invoice/{id}`.
 */
export async function searchInvoiceOrders(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const { invoiceOrdersContract } = await import('../contract');
  const page = await clientFor(invoiceOrdersContract, apis.get(httpApiRef)).invoices.search(
    { query },
    { size: limit, sort: INVOICE_ORDERS_DEFAULT_SORT, signal },
  );
  return page.items.slice(0, limit).map((invoice) => ({
    id: invoice.id,
    title: `Invoice #${invoice.id}`,
    description: [invoice.email, INVOICE_PAID_LABELS[`${invoice.paid}`]].filter(Boolean).join(' · '),
    href: `/admin/orders/invoice/${invoice.id}`,
  }));
}

export const invoiceOrdersSearchProvider: SearchProvider = {
  id: 'invoice-orders',
  label: 'Invoice orders',
  subject: INVOICE_ORDERS_SUBJECT,
  search: searchInvoiceOrders,
};
