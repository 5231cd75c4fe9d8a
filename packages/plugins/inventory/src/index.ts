/** @module @storeroom/plugin-inventory: the Inventory plugin for the Storeroom admin. */
export { inventoryPlugin } from './admin/plugin';
export * from './contract';
