import { definePlugin } from '@storeroom/core';
import { BILLING_SUBJECT } from '../contract/shell';

/**
 * Everything the Account plugin gives the shell; each screen loads lazily (its own chunk).
 * The account and contact pages are always allowed (spec 2 §6; a disabled account is forced
 * to the account page); billing pages are the owner's (BILLING_SUBJECT, owner-only).
 */
export const accountPlugin = definePlugin({
  id: 'account',
  name: 'Account',
  subjects: [BILLING_SUBJECT],
  routes: [
    {
      path: '/admin/site/account',
      subject: null,
      title: 'Account',
      load: () => import('./routes/account-page').then((m) => m.AccountPage),
    },
    {
      path: '/admin/site/cancel-offer',
      subject: BILLING_SUBJECT,
      title: 'A special offer',
      load: () => import('./routes/cancel-offer').then((m) => m.CancelOfferPage),
    },
    {
      path: '/admin/site/invoice/:id',
      subject: BILLING_SUBJECT,
      title: 'Invoice',
      load: () => import('./routes/billing-invoice').then((m) => m.BillingInvoicePage),
    },
    {
      path: '/admin/contact',
      subject: null,
      title: 'Contact us',
      load: () => import('./routes/contact-page').then((m) => m.ContactPage),
    },
  ],
});
