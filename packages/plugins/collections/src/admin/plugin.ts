import { definePlugin } from '@storeroom/core';
import { COLLECTIONS_SUBJECT } from '../contract/shell';
import { collectionsSearchProvider } from './search';

/** Everything the Collections plugin gives the shell; each screen loads lazily (its own chunk). */
export const collectionsPlugin = definePlugin({
  id: 'collections',
  name: 'Collections',
  subjects: [COLLECTIONS_SUBJECT],
  routes: [
    {
      path: '/admin/collections',
      subject: COLLECTIONS_SUBJECT,
      title: 'Collections',
      load: () => import('./routes/collections-list').then((m) => m.CollectionsListPage),
    },
    {
      // New collection; `?id=` edits one (spec 1 §2 "Collection edit page: query id").
      path: '/admin/collections/create',
      subject: COLLECTIONS_SUBJECT,
      title: 'Collection',
      load: () => import('./routes/collection-edit').then((m) => m.CollectionEditPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Collections', path: '/admin/collections', subject: COLLECTIONS_SUBJECT }],
  search: [collectionsSearchProvider],
});
