/** The contract of this plugin: what other packages may know of it (ARCHITECTURE.md "A plugin"). */
export * from './model';
export * from '../access';
export * from './services';
