import { definePlugin } from '@storeroom/core';
import { INVOICE_ORDERS_SUBJECT } from '../contract/shell';
import { invoiceOrdersSearchProvider } from './search';

/** Everything the Invoice orders plugin gives the shell; each screen loads lazily (its own chunk). */
export const invoiceOrdersPlugin = definePlugin({
  id: 'invoice-orders',
  name: 'Invoice orders',
  subjects: [INVOICE_ORDERS_SUBJECT],
  routes: [
    {
      path: '/admin/orders/invoice',
      subject: INVOICE_ORDERS_SUBJECT,
      title: 'Invoice orders',
      load: () => import('./routes/invoice-orders-list').then((m) => m.InvoiceOrdersListPage),
    },
    {
      // spec 2 §2: the invoice by id; `new` (or 0) creates one.
      path: '/admin/orders/invoice/:id',
      subject: INVOICE_ORDERS_SUBJECT,
      title: 'Invoice order',
      load: () => import('./routes/invoice-order-edit').then((m) => m.InvoiceOrderEditPage),
    },
    {
      // spec 2 §7 `GET {id}/page`: the invoice itself, without the shell, ready to print.
      path: '/admin/orders/invoice/:id/page',
      subject: INVOICE_ORDERS_SUBJECT,
      chromeless: true,
      title: 'Invoice',
      load: () => import('./routes/invoice-page').then((m) => m.InvoicePagePage),
    },
  ],
  // spec 4 §2: the header's global search finds invoices by number or email.
  search: [invoiceOrdersSearchProvider],
  // spec 4 §2: /admin/orders/invoice sits in Manage after Orders.
  menu: [
    {
      group: 'manage',
      label: 'Invoice orders',
      path: '/admin/orders/invoice',
      subject: INVOICE_ORDERS_SUBJECT,
      order: 11,
    },
  ],
});
