/**
 * The zod-free half of this plugin's contract: what the admin manifest (the shell's first
 * load) and other plugins' manifests may read at run time. `./index.ts` re-exports it.
 */
import { createSlotRef } from '@storeroom/core/contract';

/** Widgets on the dashboard (spec 2 §2 "/admin"): other plugins fill it. */
export const DASHBOARD_WIDGETS = createSlotRef('dashboard.widgets');
