import { definePlugin } from '@storeroom/core';
import { __CONST___SUBJECT } from '../contract/model';

/**
 * Everything the __TITLE__ plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const __CAMEL__Plugin = definePlugin({
  id: '__ID__',
  name: '__TITLE__',
  subjects: [__CONST___SUBJECT],
  routes: [
    {
      path: '__ROUTE__',
      subject: __CONST___SUBJECT,
      title: '__TITLE__',
      load: () => import('./routes/__ID__-list').then((m) => m.__PASCAL__ListPage),
    },
    {
      // The editor: `0` creates a new item.
      path: '__ROUTE__/:id',
      subject: __CONST___SUBJECT,
      title: '__TITLE__ item',
      load: () => import('./routes/__ID__-edit').then((m) => m.__PASCAL__EditPage),
    },
  ],
  menu: [{ group: '__MENUGROUP__', label: '__TITLE__', path: '__ROUTE__', subject: __CONST___SUBJECT }],
});
