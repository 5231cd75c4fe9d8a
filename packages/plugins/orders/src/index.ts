/** @module @storeroom/plugin-orders: the Orders plugin for the Storeroom admin. */
export { ordersPlugin } from './admin/plugin';
export * from './contract';
