/** @module @storeroom/plugin-domains: the Domains plugin for the Storeroom admin. */
export { domainsPlugin } from './admin/plugin';
export * from './contract';
