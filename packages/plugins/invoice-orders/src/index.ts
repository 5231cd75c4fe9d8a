/** @module @storeroom/plugin-invoice-orders: the Invoice orders plugin for the Storeroom admin. */
export { invoiceOrdersPlugin } from './admin/plugin';
export { customerLookupApiRef, invoiceOrdersApiRef, productLookupApiRef } from './admin/api';
export { invoiceOrdersSearchProvider, searchInvoiceOrders } from './admin/search';
export type { CustomerLookup, CustomerSummary, ProductLookup, ProductSummary } from './admin/api';
export * from './schema';
