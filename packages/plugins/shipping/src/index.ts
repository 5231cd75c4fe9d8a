/** @module @storeroom/plugin-shipping: the Shipping plugin for the Storeroom admin. */
export { shippingPlugin } from './admin/plugin';
export * from './contract';
