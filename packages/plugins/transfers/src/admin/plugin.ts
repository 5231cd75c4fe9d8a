import { definePlugin } from '@storeroom/core';
import { TRANSFERS_SUBJECT } from '../contract/shell';

/**
 * Everything the Transfers plugin gives the shell (spec 2 §2: transfer list, form and receive
 * pages; the form and receive pages take `?id=`). Each screen loads lazily (its own chunk).
 */
export const transfersPlugin = definePlugin({
  id: 'transfers',
  name: 'Transfers',
  subjects: [TRANSFERS_SUBJECT],
  routes: [
    {
      path: '/admin/transfers',
      subject: TRANSFERS_SUBJECT,
      title: 'Transfers',
      load: () => import('./routes/transfers-list').then((m) => m.TransfersListPage),
    },
    {
      path: '/admin/transfers/form',
      subject: TRANSFERS_SUBJECT,
      title: 'Transfer',
      load: () => import('./routes/transfer-form').then((m) => m.TransferFormPage),
    },
    {
      path: '/admin/transfers/receive',
      subject: TRANSFERS_SUBJECT,
      title: 'Receive transfer',
      load: () => import('./routes/transfer-receive').then((m) => m.TransferReceivePage),
    },
  ],
  menu: [{ group: 'manage', label: 'Transfers', path: '/admin/transfers', subject: TRANSFERS_SUBJECT }],
});
