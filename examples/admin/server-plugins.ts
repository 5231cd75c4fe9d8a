/**
 * The server parts of the assembled admin's plugins
 * (`storeroom create plugin <id> --register` adds lines here).
 */
import type { ServerPlugin } from '@storeroom/server';
import { helloServerPlugin } from '@storeroom/example-hello-plugin/server';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { employeesServerPlugin } from '@storeroom/plugin-employees/server';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { invoiceOrdersServerPlugin } from '@storeroom/plugin-invoice-orders/server';
import { csvTemplatesServerPlugin } from '@storeroom/plugin-csv-templates/server';
import { productsServerPlugin } from '@storeroom/plugin-products/server';
import { collectionsServerPlugin } from '@storeroom/plugin-collections/server';
import { inventoryServerPlugin } from '@storeroom/plugin-inventory/server';
import { transfersServerPlugin } from '@storeroom/plugin-transfers/server';
import { dashboardServerPlugin } from '@storeroom/plugin-dashboard/server';
import { accountServerPlugin } from '@storeroom/plugin-account/server';
// storeroom:imports

export const serverPlugins: ServerPlugin[] = [
  helloServerPlugin,
  customersServerPlugin,
  employeesServerPlugin,
  ordersServerPlugin,
  invoiceOrdersServerPlugin,
  csvTemplatesServerPlugin,
  productsServerPlugin,
  collectionsServerPlugin,
  inventoryServerPlugin,
  transfersServerPlugin,
  dashboardServerPlugin,
  accountServerPlugin,
  // storeroom:plugins
];
