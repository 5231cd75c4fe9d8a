import { definePlugin } from '@storeroom/core';
import { DASHBOARD_SUBJECT, DASHBOARD_WIDGETS } from '../contract/shell';

/**
 * Everything the Dashboard plugin gives the shell: the `/admin` home page (every signed-in
 * user sees the greeting and the widgets; the statistics need the standard dashboard rule,
 * spec 2 §6), its menu entry and the `dashboard.widgets` slot it declares.
 */
export const dashboardPlugin = definePlugin({
  id: 'dashboard',
  name: 'Dashboard',
  subjects: [DASHBOARD_SUBJECT],
  routes: [
    {
      path: '/admin',
      // The home page of every signed-in user: the page itself asks for the dashboard rule.
      subject: null,
      title: 'Dashboard · Storeroom',
      load: () => import('./routes/dashboard-home').then((m) => m.DashboardPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin', order: -100 }],
  declaredSlots: [DASHBOARD_WIDGETS],
});
