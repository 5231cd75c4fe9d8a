import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { customersHttp, sampleCustomers } from '../../story-data';
import { CustomersListPage } from './customers-list';

const Screen = storyScreen(<CustomersListPage />, '/admin/customers');

const meta = {
  title: 'Plugins/Customers/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagged = JSON.stringify([{ field: 'tags', operator: '=', value: 'vip' }]);

export const Filled: Story = { args: { http: customersHttp(sampleCustomers(36)) } };
export const Empty: Story = { args: { http: customersHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Filtered by a tag from the filter builder (the address keeps it). */
export const Filtered: Story = {
  args: {
    http: customersHttp(sampleCustomers(36)),
    path: `/admin/customers?filter=${encodeURIComponent(tagged)}`,
  },
};
/** Limited access without allow_export: no export, no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    http: customersHttp(sampleCustomers(12)),
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]),
  },
};
/** Limited access with allow_export: the export button, still no bulk delete. */
export const PermissionLimitedWithExport: Story = {
  args: {
    http: customersHttp(sampleCustomers(12)),
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: ['allow_export'] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
