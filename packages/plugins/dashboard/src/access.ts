/**
 * The access subject of the Dashboard area: core's standard `dashboard` subject (spec 1 §3
 * "Employee access areas", spec 2 §6). One declaration, every gate: the admin shows the
 * statistics only with it, the server checks every dashboard and statistics call against it.
 * It sits in a module of its own, free of zod, because the admin manifest needs it at
 * start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const DASHBOARD_SUBJECT = SUBJECTS.dashboard;
