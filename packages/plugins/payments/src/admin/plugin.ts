import { definePlugin } from '@storeroom/core';
import {
  PAYMENTS_INDEX_PATH,
  PAYMENTS_PATH,
  PAYMENTS_PROCESSING_PATH,
  PAYMENTS_SUBJECT,
} from '../contract/shell';

const loadSettings = () => import('./routes/payments-settings').then((m) => m.PaymentsSettingsPage);

/**
 * Everything the Payments plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const paymentsPlugin = definePlugin({
  id: 'payments',
  name: 'Payments',
  subjects: [PAYMENTS_SUBJECT],
  routes: [
    // spec 4 menu link `/admin/payment`; spec 2 §2 checklist shortcut `/admin/payment/index`.
    { path: PAYMENTS_PATH, subject: PAYMENTS_SUBJECT, title: 'Payments', load: loadSettings },
    { path: PAYMENTS_INDEX_PATH, subject: PAYMENTS_SUBJECT, title: 'Payments', load: loadSettings },
    {
      // spec 2 §2 "Payment processing screen: query code is returned from the card provider connect flow".
      path: PAYMENTS_PROCESSING_PATH,
      subject: PAYMENTS_SUBJECT,
      title: 'Payment processing',
      load: () => import('./routes/payments-processing').then((m) => m.PaymentsProcessingPage),
    },
  ],
  // spec 3 §6 / spec 4: in the Settings group, with full or limited settings access.
  menu: [{ group: 'settings', label: 'Payments', path: PAYMENTS_PATH, subject: PAYMENTS_SUBJECT }],
});
