/** @module @storeroom/plugin-checkout: the Checkout plugin for the Storeroom admin. */
export { checkoutPlugin } from './admin/plugin';
export * from './contract';
