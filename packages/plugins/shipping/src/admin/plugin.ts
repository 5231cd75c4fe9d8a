import { definePlugin } from '@storeroom/core';
import { SHIPPING_PATH, SHIPPING_SUBJECT } from '../contract/shell';

/**
 * Everything the Shipping plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; the screen loads lazily (its own chunk), and the country data in another.
 */
export const shippingPlugin = definePlugin({
  id: 'shipping',
  name: 'Shipping',
  subjects: [SHIPPING_SUBJECT],
  routes: [
    {
      // spec 3 §2: a grid with a side panel; `?id=` opens a zone, `?id=0` a new one.
      path: SHIPPING_PATH,
      subject: SHIPPING_SUBJECT,
      title: 'Shipping zones',
      load: () => import('./routes/shipping-zones').then((m) => m.ShippingZonesPage),
    },
  ],
  // spec 3 §6, spec 4 §2: in the Settings group, with full or limited settings access.
  menu: [{ group: 'settings', label: 'Shipping', path: SHIPPING_PATH, subject: SHIPPING_SUBJECT }],
});
