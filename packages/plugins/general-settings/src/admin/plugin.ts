import { definePlugin } from '@storeroom/core';
import { GENERAL_SETTINGS_ROUTE, GENERAL_SETTINGS_SUBJECT } from '../contract/shell';

/**
 * Everything the General settings plugin gives the shell, on one screen. The manifest reads
 * only the zod-free model; the page loads lazily (its own chunk).
 */
export const generalSettingsPlugin = definePlugin({
  id: 'general-settings',
  name: 'General settings',
  subjects: [GENERAL_SETTINGS_SUBJECT],
  routes: [
    {
      // spec 3 §2: the store's general settings, with the time zone, subdomain, delete-store
      // and order-number-format modals.
      path: GENERAL_SETTINGS_ROUTE,
      subject: GENERAL_SETTINGS_SUBJECT,
      title: 'General settings',
      load: () => import('./routes/general-settings-edit').then((m) => m.GeneralSettingsPage),
    },
  ],
  // spec 3 §6, spec 4 §2: in the Settings group, with full or limited settings access.
  menu: [
    {
      group: 'settings',
      label: 'General',
      path: GENERAL_SETTINGS_ROUTE,
      subject: GENERAL_SETTINGS_SUBJECT,
      order: 0,
    },
  ],
});
