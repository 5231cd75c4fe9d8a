import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import type { HttpClient, ListResponse } from '@storeroom/core/client';
import { createInvoiceOrdersClient } from '../client';
import type { InvoiceOrdersClient } from '../client';
import { CUSTOMER_SUGGESTIONS_LIMIT, PRODUCT_SUGGESTIONS_LIMIT } from '../constants';

/** The Invoice orders client in the API registry; screens get it with `useApi(invoiceOrdersApiRef)`. */
export const invoiceOrdersApiRef = createApiRef<InvoiceOrdersClient>('plugin.invoice-orders');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const invoiceOrdersApi = createApiFactory(invoiceOrdersApiRef, ({ get }) =>
  createInvoiceOrdersClient(get(httpApiRef)),
);

/** A customer as the invoice editor needs it. */
export interface CustomerSummary {
  id: number;
  email: string;
  full_name: string;
}

/**
 * What the invoice editor asks of the customers area, over its HTTP API (plugins never import
 * each other): browse by email and create ("browse customers", "create customer", spec 2 §2).
 */
export interface CustomerLookup {
  /** `POST /customers/search` with the free-text `query`, 10 results (spec 2 §7, §9). */
  search(text: string, options?: { signal?: AbortSignal }): Promise<CustomerSummary[]>;
  get(id: number): Promise<CustomerSummary>;
  /** `POST /customers`. */
  create(input: { email: string; full_name: string }): Promise<CustomerSummary>;
}

export function createCustomerLookup(http: HttpClient): CustomerLookup {
  const pick = ({ id, email, full_name }: CustomerSummary): CustomerSummary => ({ id, email, full_name });
  return {
    search: async (text, options) => {
      const page = await http.request<ListResponse<CustomerSummary>>('POST', '/customers/search', {
        query: { size: CUSTOMER_SUGGESTIONS_LIMIT, page: 1 },
        body: { query: text },
        signal: options?.signal,
      });
      return page.items.map(pick);
    },
    get: async (id) => pick(await http.request<CustomerSummary>('GET', `/customers/${id}`)),
    create: async (input) => pick(await http.request<CustomerSummary>('POST', '/customers', { body: input })),
  };
}

export const customerLookupApiRef = createApiRef<CustomerLookup>('plugin.invoice-orders.customers');

export const customerLookupApi = createApiFactory(customerLookupApiRef, ({ get }) =>
  createCustomerLookup(get(httpApiRef)),
);

/** A catalogue product as the "add product" modal needs it. */
export interface ProductSummary {
  id: number;
  title: string;
  price: number | null;
  variants: { id: number; variant: string[]; price: number | null; sku: string }[];
}

/** Catalogue search over the products HTTP API (`POST /products/search`, expand variants). */
export interface ProductLookup {
  search(text: string, options?: { signal?: AbortSignal }): Promise<ProductSummary[]>;
}

export function createProductLookup(http: HttpClient): ProductLookup {
  return {
    search: async (text, options) => {
      const page = await http.request<ListResponse<ProductSummary>>('POST', '/products/search', {
        query: { size: PRODUCT_SUGGESTIONS_LIMIT, page: 1, expand: ['variants'] },
        body: { query: text, is_template: false, is_giftcard: false },
        signal: options?.signal,
      });
      return page.items.map(({ id, title, price, variants }) => ({
        id,
        title,
        price,
        variants: (variants ?? []).map(({ id: variantId, variant, price: variantPrice, sku }) => ({
          id: variantId,
          variant,
          price: variantPrice,
          sku,
        })),
      }));
    },
  };
}

export const productLookupApiRef = createApiRef<ProductLookup>('plugin.invoice-orders.products');

export const productLookupApi = createApiFactory(productLookupApiRef, ({ get }) =>
  createProductLookup(get(httpApiRef)),
);
