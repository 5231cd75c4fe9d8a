/** @module @storeroom/plugin-payments: the Payments plugin for the Storeroom admin. */
export { paymentsPlugin } from './admin/plugin';
export * from './contract';
