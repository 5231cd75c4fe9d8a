import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { inventoryHttp, sampleWarehouses } from '../../story-data';
import { VendorsPage, WarehousesPage } from './locations-list';

const Screen = storyScreen(
  ({ kind }: { kind: 'warehouses' | 'vendors' }) =>
    kind === 'warehouses' ? <WarehousesPage /> : <VendorsPage />,
  '/admin/products/inventory/warehouses',
);

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
export const Vendors: Story = {
  args: { kind: 'vendors', http: demo(), path: '/admin/products/inventory/vendors' },
};
export const ManyWarehouses: Story = {
  args: { kind: 'warehouses', http: inventoryHttp(empty, { warehouses: sampleWarehouses(26) }) },
};
export const Empty: Story = {
  args: {
    kind: 'vendors',
    http: inventoryHttp(empty, { vendors: [] }),
    path: '/admin/products/inventory/vendors',
  },
};
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
export const Dark: Story = { ...Vendors, globals: { theme: 'dark' } };
