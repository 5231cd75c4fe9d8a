/** @module @storeroom/plugin-invoice-orders: the Invoice orders plugin for the Storeroom admin. */
export { invoiceOrdersPlugin } from './admin/plugin';
export { invoiceOrdersSearchProvider, searchInvoiceOrders } from './admin/search';
export * from './contract';
