/** @module @storeroom/plugin-gift-codes: the Gift codes plugin for the Storeroom admin. */
export { giftCodesPlugin } from './admin/plugin';
export * from './contract';
