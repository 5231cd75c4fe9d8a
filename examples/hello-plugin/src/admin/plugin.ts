import { Suspense, createElement, lazy } from 'react';
import { definePlugin, fillSlot } from '@storeroom/core';
import type { DASHBOARD_WIDGETS } from '@storeroom/plugin-dashboard/contract';
import { HELLO_SUBJECT } from '../contract/model';

// Added by hand (public API only): a dashboard widget in the dashboard's `dashboard.widgets`
// slot and a settings page. The widget loads lazily like the screens (it reads the contract,
// and the shell's first load carries no schema library), in its own Suspense boundary so the
// dashboard never blanks while the chunk loads.
const LazyHelloWidget = lazy(() =>
  import('./components/hello-widget').then((m) => ({ default: m.HelloWidget })),
);
function HelloWidget() {
  return createElement(Suspense, { fallback: null }, createElement(LazyHelloWidget));
}

/**
 * Everything the Hello plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const helloPlugin = definePlugin({
  id: 'hello',
  name: 'Hello',
  subjects: [HELLO_SUBJECT],
  routes: [
    {
      path: '/admin/hello',
      subject: HELLO_SUBJECT,
      title: 'Hello',
      load: () => import('./routes/hello-list').then((m) => m.HelloListPage),
    },
    {
      // The editor: `0` creates a new item.
      path: '/admin/hello/:id',
      subject: HELLO_SUBJECT,
      title: 'Hello item',
      load: () => import('./routes/hello-edit').then((m) => m.HelloEditPage),
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
  // The slot's type comes from the dashboard's contract; its id is written out, so the
  // manifest loads nothing of the dashboard at run time.
  slots: [
    fillSlot<typeof DASHBOARD_WIDGETS>('dashboard.widgets', {
      id: 'hello-summary',
      subject: HELLO_SUBJECT,
      component: HelloWidget,
    }),
  ],
});
