/** @module @storeroom/plugin-pixels: the Pixels plugin for the Storeroom admin. */
export { pixelsPlugin } from './admin/plugin';
export * from './contract';
