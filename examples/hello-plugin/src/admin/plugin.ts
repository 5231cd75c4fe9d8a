import { definePlugin, fillSlot } from '@storeroom/core';
import type { DASHBOARD_WIDGETS } from '@storeroom/plugin-dashboard/contract';
import { HELLO_SUBJECT } from '../access';
import { helloApi, helloSettingsApi } from './api';

// Added by hand (public API only): a dashboard widget in the `dashboard.widgets` slot (small,
// so it ships with the manifest) and a settings page (lazy, like the list screen).
import { HelloWidget } from './components/hello-widget';

/** Everything the Hello plugin gives the shell; each screen loads lazily (its own chunk). */
export const helloPlugin = definePlugin({
  id: 'hello',
  name: 'Hello',
  subjects: [HELLO_SUBJECT],
  apis: [helloApi, helloSettingsApi],
  routes: [
    {
      path: '/admin/hello',
      subject: HELLO_SUBJECT,
      title: 'Hello',
      load: () => import('./routes/hello-list').then((m) => m.HelloListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Hello', path: '/admin/hello', subject: HELLO_SUBJECT }],
  settings: [
    {
      path: '/admin/settings/hello',
      label: 'Hello',
      subject: HELLO_SUBJECT,
      load: () => import('./routes/hello-settings').then((m) => m.HelloSettingsPage),
    },
  ],
  slots: [
    fillSlot<typeof DASHBOARD_WIDGETS>('dashboard.widgets', {
      id: 'hello-summary',
      subject: HELLO_SUBJECT,
      component: HelloWidget,
    }),
  ],
});
