import { definePlugin } from '@storeroom/core';
import { COLLECTIONS_SUBJECT } from '../access';
import { collectionsApi } from './api';

/** Everything the Collections plugin gives the shell; each screen loads lazily (its own chunk). */
export const collectionsPlugin = definePlugin({
  id: 'collections',
  name: 'Collections',
  subjects: [COLLECTIONS_SUBJECT],
  apis: [collectionsApi],
  routes: [
    {
      path: '/admin/collections',
      subject: COLLECTIONS_SUBJECT,
      title: 'Collections',
      load: () => import('./routes/collections-list').then((m) => m.CollectionsListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Collections', path: '/admin/collections', subject: COLLECTIONS_SUBJECT }],
});
