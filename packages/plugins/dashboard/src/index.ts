/** @module @storeroom/plugin-dashboard: the Dashboard plugin for the Storeroom admin. */
export { dashboardPlugin } from './admin/plugin';
export * from './contract';
