import { definePlugin } from '@storeroom/core';
import { ABANDONED_SUBJECT } from '../contract/shell';

const loadList = () => import('./routes/abandoned-list').then((m) => m.AbandonedListPage);

/**
 * Everything the Abandoned checkouts plugin gives the shell, on one screen. The manifest reads
 * only the zod-free model; each screen loads lazily (its own chunk).
 */
export const abandonedPlugin = definePlugin({
  id: 'abandoned',
  name: 'Abandoned checkouts',
  subjects: [ABANDONED_SUBJECT],
  routes: [
    // spec 1 §2: the campaign list; optional `?id=` opens that campaign.
    {
      path: '/admin/abandoned/index',
      subject: ABANDONED_SUBJECT,
      title: 'Abandoned checkouts',
      load: loadList,
    },
    // spec 4 §2 menu link (issue 20 names it too): the same list.
    { path: '/admin/abandoned', subject: ABANDONED_SUBJECT, title: 'Abandoned checkouts', load: loadList },
    {
      // spec 1 §2 "Abandoned campaign edit page", optional id: none creates a campaign.
      path: '/admin/abandoned/edit',
      subject: ABANDONED_SUBJECT,
      title: 'Abandoned campaign',
      load: () => import('./routes/abandoned-edit').then((m) => m.AbandonedEditPage),
    },
  ],
  // spec 4 §2: /admin/abandoned is a Manage link beside the orders.
  menu: [
    { group: 'manage', label: 'Abandoned checkouts', path: '/admin/abandoned', subject: ABANDONED_SUBJECT },
  ],
});
