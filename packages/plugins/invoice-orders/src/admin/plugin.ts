import { definePlugin } from '@storeroom/core';
import { INVOICE_ORDERS_SUBJECT } from '../access';
import { invoiceOrdersApi } from './api';

/** Everything the Invoice orders plugin gives the shell; each screen loads lazily (its own chunk). */
export const invoiceOrdersPlugin = definePlugin({
  id: 'invoice-orders',
  name: 'Invoice orders',
  subjects: [INVOICE_ORDERS_SUBJECT],
  apis: [invoiceOrdersApi],
  routes: [
    {
      path: '/admin/invoice-orders',
      subject: INVOICE_ORDERS_SUBJECT,
      title: 'Invoice orders',
      load: () => import('./routes/invoice-orders-list').then((m) => m.InvoiceOrdersListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Invoice orders', path: '/admin/invoice-orders', subject: INVOICE_ORDERS_SUBJECT }],
});
