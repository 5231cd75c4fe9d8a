import { SUBJECTS, definePlugin } from '@storeroom/core';

/**
 * The assembled admin's built-in home: a small dashboard page and a minimal account page,
 * until the dashboard and account plugins take these routes over.
 */
export const homePlugin = definePlugin({
  id: 'home',
  name: 'Home',
  routes: [
    {
      path: '/admin',
      subject: SUBJECTS.dashboard,
      title: 'Dashboard · Storeroom',
      load: () => import('./home-page').then((m) => m.HomePage),
    },
    {
      // The account page is always allowed (spec 2 §6); a disabled account is forced here.
      path: '/admin/site/account',
      subject: null,
      title: 'Account · Storeroom',
      load: () => import('./account-page').then((m) => m.AccountPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin', order: -100 }],
  declaredSlots: ['dashboard.widgets'],
});
