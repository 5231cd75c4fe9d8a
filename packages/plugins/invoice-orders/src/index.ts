/** @module @storeroom/plugin-invoice-orders: the Invoice orders plugin for the Storeroom admin. */
export { invoiceOrdersPlugin } from './admin/plugin';
export { invoiceOrdersApiRef } from './admin/api';
export * from './schema';
