import { definePlugin } from '@storeroom/core';
import { TRANSFERS_SUBJECT } from '../access';
import { transfersApi } from './api';

/** Everything the Transfers plugin gives the shell; each screen loads lazily (its own chunk). */
export const transfersPlugin = definePlugin({
  id: 'transfers',
  name: 'Transfers',
  subjects: [TRANSFERS_SUBJECT],
  apis: [transfersApi],
  routes: [
    {
      path: '/admin/transfers',
      subject: TRANSFERS_SUBJECT,
      title: 'Transfers',
      load: () => import('./routes/transfers-list').then((m) => m.TransfersListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Transfers', path: '/admin/transfers', subject: TRANSFERS_SUBJECT }],
});
