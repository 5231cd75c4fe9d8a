import { definePlugin } from '@storeroom/core';
import { INVENTORY_SUBJECT } from '../access';
import { inventoryApi } from './api';

/** Everything the Inventory plugin gives the shell; each screen loads lazily (its own chunk). */
export const inventoryPlugin = definePlugin({
  id: 'inventory',
  name: 'Inventory',
  subjects: [INVENTORY_SUBJECT],
  apis: [inventoryApi],
  routes: [
    {
      path: '/admin/inventory',
      subject: INVENTORY_SUBJECT,
      title: 'Inventory',
      load: () => import('./routes/inventory-list').then((m) => m.InventoryListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Inventory', path: '/admin/inventory', subject: INVENTORY_SUBJECT }],
});
