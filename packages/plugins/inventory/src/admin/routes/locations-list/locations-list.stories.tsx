import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { inventoryHttp, sampleWarehouses } from '../../story-data';
import { VendorsPage, WarehousesPage } from './locations-list';

function Screen({
  kind,
  http,
  account,
  path,
}: {
  kind: 'warehouses' | 'vendors';
  http: HttpClient;
  account?: Account;
  path?: string;
}) {
  const Page = kind === 'warehouses' ? WarehousesPage : VendorsPage;
  return (
    <AdminTestProvider
      http={http}
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

const empty = { items: [], groups: [] };
const demo = () => inventoryHttp(empty);

export const Warehouses: Story = { args: { kind: 'warehouses', http: demo() } };
export const Vendors: Story = { args: { kind: 'vendors', http: demo() } };
export const ManyWarehouses: Story = {
  args: { kind: 'warehouses', http: inventoryHttp(empty, { warehouses: sampleWarehouses(26) }) },
};
export const Empty: Story = { args: { kind: 'vendors', http: inventoryHttp(empty, { vendors: [] }) } };
export const EditPanel: Story = {
  args: { kind: 'warehouses', http: demo(), path: '/admin/products/inventory/warehouses?id=1' },
};
export const NewPanel: Story = {
  args: { kind: 'vendors', http: demo(), path: '/admin/products/inventory/vendors?id=0' },
};
export const Loading: Story = { args: { kind: 'warehouses', http: pendingHttp() } };
export const Error: Story = { args: { kind: 'warehouses', http: failingHttp() } };
export const PermissionLimited: Story = {
  args: {
    kind: 'warehouses',
    http: demo(),
    account: testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
    path: '/admin/products/inventory/warehouses?id=1',
  },
};
export const Dark: Story = { args: { kind: 'vendors', http: demo() }, globals: { theme: 'dark' } };
