/** @module @storeroom/plugin-invoice-orders: the Invoice orders plugin for the Storeroom admin. */
export { invoiceOrdersPlugin } from './admin/plugin';
export { customerLookupApiRef, invoiceOrdersApiRef } from './admin/api';
export type { CustomerLookup, CustomerSummary } from './admin/api';
export * from './schema';
