/** Fixtures shared by the shell's stories (not part of the public API). */
import { SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import type { SearchHit } from '../plugin/define-plugin';

const page = async () => () => null;

/** Order #1001 for any query: the demo orders search provider's default answer. */
async function demoOrderSearch(query: string): Promise<SearchHit[]> {
  return [{ id: 1001, title: `Order #1001 (${query})`, href: '/admin/orders/order/1001' }];
}

/**
 * A plugin like the assembled admin's, enough to fill every menu group; `search` answers its
 * orders search provider (the command palette's stories pass their own).
 */
export function demoPlugin(search: (query: string) => Promise<SearchHit[]> = demoOrderSearch) {
  return definePlugin({
    id: 'demo',
    routes: [
      { path: '/admin', subject: SUBJECTS.dashboard, load: page },
      { path: '/admin/orders', subject: SUBJECTS.orders, load: page },
      { path: '/admin/customers', subject: SUBJECTS.customers, load: page },
      { path: '/admin/reports', subject: SUBJECTS.reports, load: page },
      { path: '/admin/products', subject: SUBJECTS.products_and_collections, load: page },
      { path: '/admin/apps', subject: SUBJECTS.apps, load: page },
      { path: '/admin/apps/installed', subject: SUBJECTS.apps, load: page },
      { path: '/admin/settings/general', subject: SUBJECTS.settings, load: page },
      { path: '/admin/employees', subject: SUBJECTS.settings, load: page },
    ],
    menu: [
      { group: 'manage', label: 'Dashboard', path: '/admin' },
      { group: 'manage', label: 'Orders', path: '/admin/orders' },
      { group: 'manage', label: 'Products', path: '/admin/products' },
      { group: 'manage', label: 'Customers', path: '/admin/customers' },
      { group: 'manage', label: 'Reports', path: '/admin/reports' },
      { group: 'apps', label: 'App store', path: '/admin/apps' },
      { group: 'apps', label: 'Installed apps', path: '/admin/apps/installed' },
      { group: 'settings', label: 'General', path: '/admin/settings/general' },
      { group: 'settings', label: 'Employees', path: '/admin/employees' },
    ],
    search: [{ id: 'orders', label: 'Orders', subject: SUBJECTS.orders, search }],
  });
}

/** The demo plugin as the admin's plugin list. */
export const demoPlugins = [demoPlugin()];
