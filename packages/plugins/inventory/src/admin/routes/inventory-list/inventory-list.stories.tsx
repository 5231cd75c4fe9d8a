import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createInventoryClient } from '../../../client';
import { inventoryApiRef } from '../../api';
import { createFakeInventoryHttp, sampleLines } from '../../test-support';
import { InventoryListPage } from './inventory-list';

const pending: HttpClient = { request: () => new Promise(() => undefined) };
const failing: HttpClient = {
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
};

function Screen({ http, account, path }: { http: () => HttpClient; account?: Account; path?: string }) {
  // One fake per story mount: edits persist while the story is open.
  const [client] = useState(() => createInventoryClient(http()));
  return (
    <AdminTestProvider
      apis={[[inventoryApiRef, client]]}
      account={account}
      initialPath={path ?? '/admin/products/inventory'}
    >
      <InventoryListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Inventory/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: () => createFakeInventoryHttp(sampleLines(30)) } };
export const Empty: Story = { args: { http: () => createFakeInventoryHttp([]) } };
export const Loading: Story = { args: { http: () => pending } };
export const Error: Story = { args: { http: () => failing } };
/** The side panel of a product with three sizes in two warehouses. */
export const PanelOpen: Story = {
  args: { http: () => createFakeInventoryHttp(sampleLines(6)), path: '/admin/products/inventory?id=102' },
};
/** A product gone from the catalogue: its items may be deleted. */
export const PanelUnlinked: Story = {
  args: { http: () => createFakeInventoryHttp(sampleLines(6)), path: '/admin/products/inventory?id=105' },
};
export const LongContent: Story = {
  args: {
    http: () => createFakeInventoryHttp(sampleLines(12, { longTitles: true })),
    path: '/admin/products/inventory?id=100',
  },
};
/** An employee with limited (read-only) access: no editing, no delete. */
export const PermissionLimited: Story = {
  args: {
    http: () => createFakeInventoryHttp(sampleLines(6)),
    account: testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
    path: '/admin/products/inventory?id=100',
  },
};
export const Dark: Story = {
  args: { http: () => createFakeInventoryHttp(sampleLines(6)) },
  globals: { theme: 'dark' },
};
