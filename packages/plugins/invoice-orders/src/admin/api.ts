import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createInvoiceOrdersClient } from '../client';
import type { InvoiceOrdersClient } from '../client';

/** The Invoice orders client in the API registry; screens get it with `useApi(invoiceOrdersApiRef)`. */
export const invoiceOrdersApiRef = createApiRef<InvoiceOrdersClient>('plugin.invoice-orders');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const invoiceOrdersApi = createApiFactory(invoiceOrdersApiRef, ({ get }) => createInvoiceOrdersClient(get(httpApiRef)));
