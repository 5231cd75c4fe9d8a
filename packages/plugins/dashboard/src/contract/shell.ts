/**
 * What the Dashboard admin manifest reads at the shell's first load (its subject and widget slot).
 * The rest of the model loads with the screens: a module the first load imports is bundled there
 * whole, with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';
import { createSlotRef } from '@storeroom/core/contract';

/**
 * The standard `dashboard` subject (spec 1 §3 "Employee access areas", spec 2 §6): no options
 * of its own. The admin shows the statistics only with it; the server checks every dashboard
 * and statistics call against it. The `/admin` page itself is open to every signed-in user.
 */
export const DASHBOARD_SUBJECT = SUBJECTS.dashboard;

/** Widgets on the dashboard (spec 2 §2 "/admin"): other plugins fill it. */
export const DASHBOARD_WIDGETS = createSlotRef('dashboard.widgets');
