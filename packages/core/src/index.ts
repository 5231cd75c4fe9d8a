/** @storeroom/core: plugin runtime, shell, routing, session, permissions, notifications. */
export const CORE_PACKAGE = '@storeroom/core';

// Plugin runtime: manifests, typed API refs, slots.
export * from './plugin';
export { accountApiRef, authApiRef, dialogApiRef, httpApiRef, toastApiRef } from './core-apis';

// Assembly (createAdmin), permissions in React, slots.
export * from './admin';
export * from './session';
// Shell: header, menu, search, login, guards, pages.
export * from './shell';
// Notifications: toasts, errors, confirm dialogs, unsaved-changes guard.
export * from './notifications';
// Shared formatting (also at @storeroom/core/format without React).
export * from './format';
// The access model (also at @storeroom/core/access).
export * from './access';

// Resource data (query keys, hooks) — grid engineer.
export * from './data';

// GridPanel: the list-with-side-panel primitive — grid engineer.
export * from './grid-panel';

// Forms: zod-validated react-hook-form forms, server errors onto fields — lead.
export * from './forms';

// Edit pages: load / not found / error / keyed form, and one form model for saving.
export * from './resource-page';

// The live channel: useLiveEvent / useLiveStatus over one shared connection, useJob, JobProgress.
export * from './live';
