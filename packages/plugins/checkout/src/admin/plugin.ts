import { definePlugin } from '@storeroom/core';
import { CHECKOUT_PATH, CHECKOUT_SUBJECT } from '../contract/shell';

/**
 * Everything the Checkout settings plugin gives the shell, on one screen. The manifest reads
 * only the zod-free model; the screen loads lazily (its own chunk).
 */
export const checkoutPlugin = definePlugin({
  id: 'checkout',
  name: 'Checkout settings',
  subjects: [CHECKOUT_SUBJECT],
  routes: [
    {
      path: CHECKOUT_PATH,
      subject: CHECKOUT_SUBJECT,
      title: 'Checkout',
      load: () => import('./routes/checkout-settings').then((m) => m.CheckoutSettingsPage),
    },
  ],
  // spec 3 §6: in the Settings group, with full or limited settings access.
  menu: [{ group: 'settings', label: 'Checkout', path: CHECKOUT_PATH, subject: CHECKOUT_SUBJECT }],
});
