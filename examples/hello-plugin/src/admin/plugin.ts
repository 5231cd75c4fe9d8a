import { definePlugin } from '@storeroom/core';
import { HELLO_SUBJECT } from '../access';
import { helloApi } from './api';

/** Everything the Hello plugin gives the shell; each screen loads lazily (its own chunk). */
export const helloPlugin = definePlugin({
  id: 'hello',
  name: 'Hello',
  subjects: [HELLO_SUBJECT],
  apis: [helloApi],
  routes: [
    {
      path: '/admin/hello',
      subject: HELLO_SUBJECT,
      title: 'Hello',
      load: () => import('./routes/hello-list').then((m) => m.HelloListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Hello', path: '/admin/hello', subject: HELLO_SUBJECT }],
});
