import { definePlugin } from '@storeroom/core';
import { ACCOUNT_SUBJECT } from '../access';
import { accountApi } from './api';

/** Everything the Account plugin gives the shell; each screen loads lazily (its own chunk). */
export const accountPlugin = definePlugin({
  id: 'account',
  name: 'Account',
  subjects: [ACCOUNT_SUBJECT],
  apis: [accountApi],
  routes: [
    {
      path: '/admin/account',
      subject: ACCOUNT_SUBJECT,
      title: 'Account',
      load: () => import('./routes/account-list').then((m) => m.AccountListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Account', path: '/admin/account', subject: ACCOUNT_SUBJECT }],
});
