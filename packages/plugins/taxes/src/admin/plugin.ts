import { definePlugin } from '@storeroom/core';
import { TAXES_PATH, TAXES_SUBJECT } from '../contract/shell';

/**
 * Everything the Taxes plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; the screen loads lazily (its own chunk), and the country data in another.
 */
export const taxesPlugin = definePlugin({
  id: 'taxes',
  name: 'Taxes',
  subjects: [TAXES_SUBJECT],
  routes: [
    {
      // spec 3 §2: the taxes list with the add/edit tax modal.
      path: TAXES_PATH,
      subject: TAXES_SUBJECT,
      title: 'Taxes',
      load: () => import('./routes/taxes-list').then((m) => m.TaxesListPage),
    },
  ],
  // spec 3 §6: in the Settings group, with full or limited settings access.
  menu: [{ group: 'settings', label: 'Taxes', path: TAXES_PATH, subject: TAXES_SUBJECT }],
});
