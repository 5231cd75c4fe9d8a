/**
 * The access subject of the Orders area: the standard `orders` subject of the core (spec 1 §3
 * employee access areas), with its limited-access options (spec 3 §6, spec 2 §6):
 * allow_edit → `update` (customer, addresses, notes), allow_fulfilments → `fulfil` and `ship`,
 * allow_refunds → `refund`, allow_export → `export`. It sits in a module free of zod because
 * the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS, withOptions } from '@storeroom/core/access';

/** The standard subject with the options this plugin owns (labels from spec 4 §3). */
export const ORDERS_SUBJECT = withOptions(SUBJECTS.orders, [
  { id: 'allow_edit', label: 'Allow edit', grants: ['update'] },
  { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil', 'ship'] },
  { id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] },
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);

/** The access actions each orders call needs (what the server checks, what the admin hides). */
export const ORDERS_ACTIONS = {
  edit: 'update',
  fulfil: 'fulfil',
  ship: 'ship',
  refund: 'refund',
  export: 'export',
  /** Renumber every order (no option grants it: owner and full access only). */
  renumber: 'renumber',
} as const;
