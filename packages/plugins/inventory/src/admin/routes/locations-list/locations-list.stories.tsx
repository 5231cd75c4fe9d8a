import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createInventoryClient } from '../../../client';
import { inventoryApiRef } from '../../api';
import { createFakeInventoryHttp } from '../../test-support';
import { VendorsPage, WarehousesPage } from './locations-list';

const failing: HttpClient = {
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
};
const pending: HttpClient = { request: () => new Promise(() => undefined) };

function Screen({
  kind,
  http,
  account,
  path,
}: {
  kind: 'warehouses' | 'vendors';
  http: () => HttpClient;
  account?: Account;
  path?: string;
}) {
  const [client] = useState(() => createInventoryClient(http()));
  const Page = kind === 'warehouses' ? WarehousesPage : VendorsPage;
  return (
    <AdminTestProvider
      apis={[[inventoryApiRef, client]]}
      account={account}
      initialPath={path ?? `/admin/products/inventory/${kind}`}
    >
      <Page />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Inventory/Warehouses and vendors',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const many = (prefix: string) =>
  Array.from({ length: 26 }, (_, i) => ({ id: i + 1, title: `${prefix} ${String.fromCharCode(65 + i)}` }));

export const Warehouses: Story = { args: { kind: 'warehouses', http: () => createFakeInventoryHttp([]) } };
export const Vendors: Story = { args: { kind: 'vendors', http: () => createFakeInventoryHttp([]) } };
export const ManyWarehouses: Story = {
  args: { kind: 'warehouses', http: () => createFakeInventoryHttp([], { warehouses: many('Warehouse') }) },
};
export const Empty: Story = {
  args: { kind: 'vendors', http: () => createFakeInventoryHttp([], { vendors: [] }) },
};
export const EditPanel: Story = {
  args: {
    kind: 'warehouses',
    http: () => createFakeInventoryHttp([]),
    path: '/admin/products/inventory/warehouses?id=1',
  },
};
export const NewPanel: Story = {
  args: {
    kind: 'vendors',
    http: () => createFakeInventoryHttp([]),
    path: '/admin/products/inventory/vendors?id=0',
  },
};
export const Loading: Story = { args: { kind: 'warehouses', http: () => pending } };
export const Error: Story = { args: { kind: 'warehouses', http: () => failing } };
export const PermissionLimited: Story = {
  args: {
    kind: 'warehouses',
    http: () => createFakeInventoryHttp([]),
    account: testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
    path: '/admin/products/inventory/warehouses?id=1',
  },
};
export const Dark: Story = {
  args: { kind: 'vendors', http: () => createFakeInventoryHttp([]) },
  globals: { theme: 'dark' },
};
