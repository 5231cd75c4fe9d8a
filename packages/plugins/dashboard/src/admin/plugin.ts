import { definePlugin } from '@storeroom/core';
import { DASHBOARD_SUBJECT } from '../access';
import { dashboardApi } from './api';

/** Everything the Dashboard plugin gives the shell; each screen loads lazily (its own chunk). */
export const dashboardPlugin = definePlugin({
  id: 'dashboard',
  name: 'Dashboard',
  subjects: [DASHBOARD_SUBJECT],
  apis: [dashboardApi],
  routes: [
    {
      path: '/admin/dashboard',
      subject: DASHBOARD_SUBJECT,
      title: 'Dashboard',
      load: () => import('./routes/dashboard-list').then((m) => m.DashboardListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin/dashboard', subject: DASHBOARD_SUBJECT }],
});
