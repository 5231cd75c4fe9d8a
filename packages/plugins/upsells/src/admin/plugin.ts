import { definePlugin } from '@storeroom/core';
import { UPSELLS_SUBJECT } from '../contract/shell';

/**
 * Everything the Upsells plugin gives the shell, on one screen (spec 3 §2). The manifest reads
 * only the zod-free model; each screen loads lazily (its own chunk). The menu entry is under
 * Settings (spec 4 §2 menu links).
 */
export const upsellsPlugin = definePlugin({
  id: 'upsells',
  name: 'Upsells',
  subjects: [UPSELLS_SUBJECT],
  routes: [
    {
      path: '/admin/upsells',
      subject: UPSELLS_SUBJECT,
      title: 'Upsells',
      load: () => import('./routes/upsells-list').then((m) => m.UpsellsListPage),
    },
    {
      // The type chooser, and the editor by `?type=slug` (create) or `?id=` (edit).
      path: '/admin/upsells/create',
      subject: UPSELLS_SUBJECT,
      title: 'Create upsell campaign',
      load: () => import('./routes/upsells-create').then((m) => m.UpsellsCreatePage),
    },
    {
      path: '/admin/upsells/ocu-templates',
      subject: UPSELLS_SUBJECT,
      title: 'One-click upsell templates',
      load: () => import('./routes/upsells-ocu-templates').then((m) => m.OcuTemplatesPage),
    },
  ],
  menu: [{ group: 'settings', label: 'Upsells', path: '/admin/upsells', subject: UPSELLS_SUBJECT }],
});
