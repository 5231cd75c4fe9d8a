import { definePlugin } from '@storeroom/core';
import { __CONST___SUBJECT } from '../access';
import { __CAMEL__Api } from './api';

/** Everything the __TITLE__ plugin gives the shell; each screen loads lazily (its own chunk). */
export const __CAMEL__Plugin = definePlugin({
  id: '__ID__',
  name: '__TITLE__',
  subjects: [__CONST___SUBJECT],
  apis: [__CAMEL__Api],
  routes: [
    {
      path: '__ROUTE__',
      subject: __CONST___SUBJECT,
      title: '__TITLE__',
      load: () => import('./routes/__ID__-list').then((m) => m.__PASCAL__ListPage),
    },
  ],
  menu: [{ group: '__MENUGROUP__', label: '__TITLE__', path: '__ROUTE__', subject: __CONST___SUBJECT }],
});
