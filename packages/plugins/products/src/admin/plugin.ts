import { definePlugin } from '@storeroom/core';
import { PRODUCT_SETTINGS_SUBJECT, PRODUCTS_SUBJECT } from '../contract/shell';
import { productsSearchProvider } from './search';

const loadEditor = () => import('./routes/product-edit').then((m) => m.ProductEditPage);

/** Everything the Products plugin gives the shell; each screen loads lazily (its own chunk). */
export const productsPlugin = definePlugin({
  id: 'products',
  name: 'Products',
  subjects: [PRODUCTS_SUBJECT, PRODUCT_SETTINGS_SUBJECT],
  routes: [
    {
      path: '/admin/products',
      subject: PRODUCTS_SUBJECT,
      title: 'All Products',
      load: () => import('./routes/products-list').then((m) => m.ProductsListPage),
    },
    // spec 3 §2: the gift card products (left out of All Products), opened in the product editor.
    {
      path: '/admin/products/gift-cards',
      subject: PRODUCTS_SUBJECT,
      title: 'Gift Card Products',
      load: () => import('./routes/products-list').then((m) => m.GiftCardProductsPage),
    },
    // spec 2 §2: no id creates, `?id=` edits; `/view?id=` is the global search's link.
    { path: '/admin/products/create', subject: PRODUCTS_SUBJECT, title: 'Product', load: loadEditor },
    { path: '/admin/products/edit', subject: PRODUCTS_SUBJECT, title: 'Product', load: loadEditor },
    { path: '/admin/products/view', subject: PRODUCTS_SUBJECT, title: 'Product', load: loadEditor },
  ],
  menu: [{ group: 'manage', label: 'Products', path: '/admin/products', subject: PRODUCTS_SUBJECT }],
  settings: [
    {
      path: '/admin/settings/product',
      label: 'Product settings',
      subject: PRODUCT_SETTINGS_SUBJECT,
      load: () => import('./routes/product-settings').then((m) => m.ProductSettingsPage),
    },
  ],
  search: [productsSearchProvider],
});
