/**
 * The plans on offer are rows the server owns (`account_plans`, issue 18 item 16): the
 * operator changes prices or adds plans in the database, and every answer (GET /plans, the
 * current plan, a plan change, the end of the trial) reads the rows. These are the plans the
 * table starts with; its migration inserts exactly them. Never edit this list to change the
 * offer of an existing server: add a migration (or update the rows) instead.
 */
import type { Plan } from '../contract';

/** The rows `account_plans` starts with (spec 1 §3: `price` is per cycle, in cents). */
export const LAUNCH_PLANS: readonly Plan[] = [
  { id: 1, name: 'Basic', free_sites: 1, additional_cost: 1000, days_in_cycle: 30, price: 2900 },
  { id: 2, name: 'Professional', free_sites: 3, additional_cost: 800, days_in_cycle: 30, price: 7900 },
  {
    id: 3,
    name: 'Professional Yearly',
    free_sites: 3,
    additional_cost: 800,
    days_in_cycle: 365,
    price: 79000,
  },
];

/** The plan the demo's invoices bill (the main store's recurring plan). */
export const DEMO_INVOICE_PLAN: Plan = LAUNCH_PLANS[1]!;
