/** @module @storeroom/plugin-orders: the Orders plugin for the Storeroom admin. */
export { ordersPlugin } from './admin/plugin';
export { ordersApiRef } from './admin/api';
export * from './schema';
