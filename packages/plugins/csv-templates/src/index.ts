/** @module @storeroom/plugin-csv-templates: the CSV templates plugin for the Storeroom admin. */
export { csvTemplatesPlugin } from './admin/plugin';
export * from './contract';
