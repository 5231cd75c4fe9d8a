/** @module @storeroom/plugin-general-settings: the General settings plugin for the Storeroom admin. */
export { generalSettingsPlugin } from './admin/plugin';
export * from './contract';
