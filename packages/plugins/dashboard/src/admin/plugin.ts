import { definePlugin } from '@storeroom/core';
import { DASHBOARD_WIDGETS } from '../contract/model';
import { dashboardApi } from './api';

/**
 * Everything the Dashboard plugin gives the shell: the `/admin` home page (every signed-in
 * user sees the greeting and the widgets; the statistics need the standard dashboard rule,
 * spec 2 §6), its menu entry, its API and the `dashboard.widgets` slot it declares.
 */
export const dashboardPlugin = definePlugin({
  id: 'dashboard',
  name: 'Dashboard',
  apis: [dashboardApi],
  routes: [
    {
      path: '/admin',
      subject: null,
      title: 'Dashboard · Storeroom',
      load: () => import('./routes/dashboard-home').then((m) => m.DashboardPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin', order: -100 }],
  declaredSlots: [DASHBOARD_WIDGETS],
});
