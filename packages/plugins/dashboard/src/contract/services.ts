/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createEventRef } from '@storeroom/core/contract';

/**
 * What the dashboard's setup checklist (spec 2 §2) and trial promo (spec 2 §9) ask the other
 * areas: each subscriber marks its checklist steps done (`domains`, `payments`, `shipping`,
 * `collections`, `products`) and adds the app type ids installed in the store (e.g.
 * `done-for-you`). Run in the dashboard's read; subscribers only read.
 */
export interface DashboardSetupState {
  done: Set<string>;
  installed_apps: Set<string>;
}

export const DASHBOARD_SETUP = createEventRef<DashboardSetupState>('dashboard.setup');
