/** @module @storeroom/plugin-abandoned: the Abandoned plugin for the Storeroom admin. */
export { abandonedPlugin } from './admin/plugin';
export * from './contract';
