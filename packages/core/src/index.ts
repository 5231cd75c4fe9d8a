/** @storeroom/core: plugin runtime, shell, routing, session, permissions, notifications. */
export const CORE_PACKAGE = '@storeroom/core';
export * from './data';
