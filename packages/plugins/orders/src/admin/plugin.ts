import { definePlugin } from '@storeroom/core';
import { ORDERS_SUBJECT } from '../access';
import { ordersApi } from './api';

/** Everything the Orders plugin gives the shell; each screen loads lazily (its own chunk). */
export const ordersPlugin = definePlugin({
  id: 'orders',
  name: 'Orders',
  subjects: [ORDERS_SUBJECT],
  apis: [ordersApi],
  routes: [
    {
      path: '/admin/orders',
      subject: ORDERS_SUBJECT,
      title: 'Orders',
      load: () => import('./routes/orders-list').then((m) => m.OrdersListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Orders', path: '/admin/orders', subject: ORDERS_SUBJECT }],
});
