/** @module @storeroom/plugin-invoice-orders: the Invoice orders plugin for the Storeroom admin. */
export { invoiceOrdersPlugin } from './admin/plugin';
export { customerLookupApiRef, invoiceOrdersApiRef, productLookupApiRef } from './admin/api';
export type { CustomerLookup, CustomerSummary, ProductLookup, ProductSummary } from './admin/api';
export * from './schema';
