import { definePlugin } from '@storeroom/core';

/**
 * The assembled admin's built-in minimal account page, until the account plugin takes its
 * route over (the dashboard plugin owns `/admin` and the `dashboard.widgets` slot now).
 */
export const homePlugin = definePlugin({
  id: 'home',
  name: 'Home',
  routes: [
    {
      // The account page is always allowed (spec 2 §6); a disabled account is forced here.
      path: '/admin/site/account',
      subject: null,
      title: 'Account · Storeroom',
      load: () => import('./account-page').then((m) => m.AccountPage),
    },
  ],
});
