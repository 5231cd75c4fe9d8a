/**
 * What the Orders admin manifest and its search provider read at the shell's first load: the
 * subjects, the carriers page, the panel's slot and the list's sort. The rest of the model
 * (messages, enumerations, rules) loads with the screens: a module the first load imports is
 * bundled there whole, with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS, withOptions } from '@storeroom/core/access';
import { createSlotRef } from '@storeroom/core/contract';

/**
 * The access subject of the Orders area: the standard `orders` subject of the core (spec 1 §3
 * employee access areas) with the limited-access options this plugin owns (labels from
 * spec 4 §3): allow_edit → `update` (customer, addresses, notes, receipt), allow_fulfilments
 * → `fulfil` and `ship`, allow_refunds → `refund`, allow_export → `export`.
 */
export const ORDERS_SUBJECT = withOptions(SUBJECTS.orders, [
  { id: 'allow_edit', label: 'Allow edit', grants: ['update'] },
  { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil', 'ship'] },
  { id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] },
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);

/**
 * Shipping carriers are store settings (spec 3 §2 `/admin/settings/carriers`, §6 and spec 4 §4:
 * the settings subject covers carriers): full settings access adds, renames and deletes them,
 * limited settings access reads them. The ship dialogs read the active ones through
 * `GET /orders/carriers`, under the orders subject, so shipping needs no settings rule.
 */
export const CARRIERS_SUBJECT = SUBJECTS.settings;
/** The carriers settings page (spec 3 §2). */
export const CARRIERS_PATH = '/admin/settings/carriers';

/** Sections of the order side panel: other plugins fill it. */
export const ORDER_PANEL_SECTIONS = createSlotRef<{ orderId: number }>('orders.panel.sections');

/** Default sort of the list: newest first. */
export const ORDERS_DEFAULT_SORT = '!order_date';
