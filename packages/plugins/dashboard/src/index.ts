/** @module @storeroom/plugin-dashboard: the Dashboard plugin for the Storeroom admin. */
export { dashboardPlugin } from './admin/plugin';
export { dashboardApiRef } from './admin/api';
export * from './schema';
