/** The contract of this plugin: what other packages may know of it (ARCHITECTURE.md "A plugin"). */
export * from '../access';
export * from './services';
