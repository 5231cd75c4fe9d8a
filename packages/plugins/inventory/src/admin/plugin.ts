import { definePlugin } from '@storeroom/core';
import { INVENTORY_SUBJECT } from '../contract/shell';

/**
 * Everything the Inventory plugin gives the shell (spec 2 §2): the inventory list at
 * `/admin/products/inventory`, and its warehouses and vendors screens beside it. Each screen
 * loads lazily (its own chunk).
 */
export const inventoryPlugin = definePlugin({
  id: 'inventory',
  name: 'Inventory',
  subjects: [INVENTORY_SUBJECT],
  routes: [
    {
      path: '/admin/products/inventory',
      subject: INVENTORY_SUBJECT,
      title: 'Inventory',
      load: () => import('./routes/inventory-list').then((m) => m.InventoryListPage),
    },
    {
      path: '/admin/products/inventory/warehouses',
      subject: INVENTORY_SUBJECT,
      title: 'Warehouses',
      load: () => import('./routes/locations-list').then((m) => m.WarehousesPage),
    },
    {
      path: '/admin/products/inventory/vendors',
      subject: INVENTORY_SUBJECT,
      title: 'Vendors',
      load: () => import('./routes/locations-list').then((m) => m.VendorsPage),
    },
  ],
  menu: [
    { group: 'manage', label: 'Inventory', path: '/admin/products/inventory', subject: INVENTORY_SUBJECT },
  ],
});
