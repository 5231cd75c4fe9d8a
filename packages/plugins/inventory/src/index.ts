/** @module @storeroom/plugin-inventory: the Inventory plugin for the Storeroom admin. */
export { inventoryPlugin } from './admin/plugin';
export { inventoryApiRef } from './admin/api';
export * from './schema';
