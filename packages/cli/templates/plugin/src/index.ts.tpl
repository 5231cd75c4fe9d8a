/** @module __PKG__: the __TITLE__ plugin for the Storeroom admin. */
export { __CAMEL__Plugin } from './admin/plugin';
export * from './contract';
