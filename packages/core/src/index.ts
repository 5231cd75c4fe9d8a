/** @storeroom/core: plugin runtime, shell, routing, session, permissions, notifications. */
export const CORE_PACKAGE = '@storeroom/core';

// Plugin runtime: manifests, typed API refs, slots.
export * from './plugin';
export { accountApiRef, authApiRef, httpApiRef } from './core-apis';

// Resource data (query keys, hooks) — grid engineer.
export * from './data';
