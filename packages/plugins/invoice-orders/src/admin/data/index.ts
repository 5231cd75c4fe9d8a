/**
 * The invoice orders' data hooks, DERIVED from the contract: screens never fetch. Customer and
 * product lookups are in `./lookups` (only the editor loads the other areas' contracts).
 */
import { useQuery } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { invoiceOrdersContract } from '../../contract';

export const invoices = resourceHooks(invoiceOrdersContract, 'invoices');

/** The contract's endpoints (pay, email, page, remove, address) on the admin's transport. */
export const useInvoiceOrdersApi = () => useClient(invoiceOrdersContract);

/** `GET /invoice-orders/{id}/page`: the invoice page's data (`id` null: nothing is asked). */
export function useInvoicePage(id: number | null) {
  const api = useInvoiceOrdersApi();
  return useQuery({
    queryKey: [...invoices.keys.detail(id ?? 'none'), 'page'],
    queryFn: ({ signal }) => api.page({ params: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  });
}
