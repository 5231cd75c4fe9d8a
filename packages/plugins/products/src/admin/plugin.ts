import { definePlugin } from '@storeroom/core';
import { PRODUCTS_SUBJECT } from '../access';
import { productsApi } from './api';

/** Everything the Products plugin gives the shell; each screen loads lazily (its own chunk). */
export const productsPlugin = definePlugin({
  id: 'products',
  name: 'Products',
  subjects: [PRODUCTS_SUBJECT],
  apis: [productsApi],
  routes: [
    {
      path: '/admin/products',
      subject: PRODUCTS_SUBJECT,
      title: 'Products',
      load: () => import('./routes/products-list').then((m) => m.ProductsListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Products', path: '/admin/products', subject: PRODUCTS_SUBJECT }],
});
