import { Suspense, createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { definePlugin, fillSlot } from '@storeroom/core';
import type { CUSTOMER_PROFILE_SECTIONS } from '@storeroom/plugin-customers/contract';
import type { DASHBOARD_WIDGETS } from '@storeroom/plugin-dashboard/contract';
import { CARRIERS_PATH, CARRIERS_SUBJECT, ORDER_PANEL_SECTIONS, ORDERS_SUBJECT } from '../contract/shell';
import { ordersSearchProvider } from './search';

// Slot components load lazily too: the shell's first load carries only this manifest
// (budget: 150 KB gzip for the whole shell). Each waits in its own Suspense boundary, so the
// page around the slot never blanks while the chunk loads.
function lazySlot<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazySlot(props: TProps) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<TProps>, props));
  }
  return LazySlot;
}

const LastOrdersWidget = lazySlot(() =>
  import('./components/last-orders-widget').then((m) => m.LastOrdersWidget),
);
const CustomerOrders = lazySlot(() => import('./components/customer-orders').then((m) => m.CustomerOrders));

/** Everything the Orders plugin gives the shell; each screen loads lazily (its own chunk). */
export const ordersPlugin = definePlugin({
  id: 'orders',
  name: 'Orders',
  subjects: [ORDERS_SUBJECT, CARRIERS_SUBJECT],
  routes: [
    {
      // One route for the list and `/admin/orders/order/{id}` (and `/admin/orders/{id}`): the
      // detail panel opens over the list without remounting it (spec 2 §2).
      path: '/admin/orders/*',
      subject: ORDERS_SUBJECT,
      title: 'Orders',
      load: () => import('./routes/orders-list').then((m) => m.OrdersListPage),
    },
    {
      path: '/admin/orders/print/:id',
      subject: ORDERS_SUBJECT,
      chromeless: true,
      title: 'Print order',
      load: () => import('./routes/order-print').then((m) => m.OrderPrintPage),
    },
    {
      // spec 3 §2: carriers are store settings; the orders area keeps them (shipments name them).
      path: CARRIERS_PATH,
      subject: CARRIERS_SUBJECT,
      title: 'Carriers',
      load: () => import('./routes/carriers-list').then((m) => m.CarriersPage),
    },
  ],
  menu: [
    { group: 'manage', label: 'Orders', path: '/admin/orders', subject: ORDERS_SUBJECT, order: 10 },
    // spec 3 §6, spec 4 §4: in the Settings group, with full or limited settings access.
    { group: 'settings', label: 'Carriers', path: CARRIERS_PATH, subject: CARRIERS_SUBJECT },
  ],
  declaredSlots: [ORDER_PANEL_SECTIONS],
  slots: [
    fillSlot<typeof DASHBOARD_WIDGETS>('dashboard.widgets', {
      id: 'last-orders',
      subject: ORDERS_SUBJECT,
      component: LastOrdersWidget,
    }),
    fillSlot<typeof CUSTOMER_PROFILE_SECTIONS>('customers.profile.sections', {
      id: 'customer-orders',
      subject: ORDERS_SUBJECT,
      component: CustomerOrders,
    }),
  ],
  search: [ordersSearchProvider],
});
