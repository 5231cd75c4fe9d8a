import { definePlugin } from '@storeroom/core';
import { CUSTOMER_PROFILE_SECTIONS, CUSTOMERS_SUBJECT } from '../contract/shell';
import { customersSearchProvider } from './search';

/** Everything the Customers plugin gives the shell; each screen loads lazily (its own chunk). */
export const customersPlugin = definePlugin({
  id: 'customers',
  name: 'Customers',
  subjects: [CUSTOMERS_SUBJECT],
  // Other plugins (orders) add sections to the profile: the customer's orders.
  declaredSlots: [CUSTOMER_PROFILE_SECTIONS],
  routes: [
    {
      path: '/admin/customers',
      subject: CUSTOMERS_SUBJECT,
      title: 'Customers',
      load: () => import('./routes/customers-list').then((m) => m.CustomersListPage),
    },
    {
      path: '/admin/customers/:id',
      subject: CUSTOMERS_SUBJECT,
      title: 'Customer',
      load: () => import('./routes/customer-profile').then((m) => m.CustomerProfilePage),
    },
  ],
  menu: [{ group: 'manage', label: 'Customers', path: '/admin/customers', subject: CUSTOMERS_SUBJECT }],
  search: [customersSearchProvider],
});
