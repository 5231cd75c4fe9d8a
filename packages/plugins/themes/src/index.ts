/** @module @storeroom/plugin-themes: the Themes plugin for the Storeroom admin. */
export { themesPlugin } from './admin/plugin';
export * from './contract';
