import type { PluginManifest } from '@storeroom/core';
import { helloPlugin } from '@storeroom/example-hello-plugin';
import { customersPlugin } from '@storeroom/plugin-customers';
import { employeesPlugin } from '@storeroom/plugin-employees';
import { ordersPlugin } from '@storeroom/plugin-orders';
import { invoiceOrdersPlugin } from '@storeroom/plugin-invoice-orders';
import { csvTemplatesPlugin } from '@storeroom/plugin-csv-templates';
import { productsPlugin } from '@storeroom/plugin-products';
import { collectionsPlugin } from '@storeroom/plugin-collections';
import { inventoryPlugin } from '@storeroom/plugin-inventory';
import { transfersPlugin } from '@storeroom/plugin-transfers';
import { dashboardPlugin } from '@storeroom/plugin-dashboard';
import { accountPlugin } from '@storeroom/plugin-account';
// storeroom:imports

/**
 * Every plugin of the assembled admin, in menu order. Add first-party plugins here
 * (`storeroom create plugin <id> --register` does it).
 */
export const plugins: readonly PluginManifest[] = [
  helloPlugin,
  customersPlugin,
  employeesPlugin,
  ordersPlugin,
  invoiceOrdersPlugin,
  csvTemplatesPlugin,
  productsPlugin,
  collectionsPlugin,
  inventoryPlugin,
  transfersPlugin,
  dashboardPlugin,
  accountPlugin,
  // storeroom:plugins
];
