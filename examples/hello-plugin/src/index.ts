/** @module @storeroom/example-hello-plugin: the Hello plugin for the Storeroom admin. */
export { helloPlugin } from './admin/plugin';
export * from './contract';
