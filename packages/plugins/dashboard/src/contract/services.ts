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

/** One line of the cart a storefront reports with its checkout step (integer minor units). */
export interface StorefrontCartLine {
  /** The catalogue's product, when the storefront knows it. */
  product_id?: number | undefined;
  title: string;
  /** Unit price, minor units. */
  price: number;
  quantity: number;
}

/**
 * A storefront session reached its checkout step with the buyer's email (issue 20): published
 * by `POST /storefront/visits` after the visit is recorded, in the request's store (`ctx.store`).
 * The abandoned checkouts area records the checkout and queues its campaigns' stages.
 * `total` is the cart's total (minor units); `at` when the checkout started (ISO).
 */
export interface StorefrontCheckoutStarted {
  session: string;
  email: string;
  full_name?: string | undefined;
  cart: StorefrontCartLine[];
  total: number;
  at: string;
}

export const STOREFRONT_CHECKOUT_STARTED = createEventRef<StorefrontCheckoutStarted>(
  'dashboard.storefront-checkout-started',
);
