import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { inventoryHttp, sampleInventory } from '../../story-data';
import { InventoryListPage } from './inventory-list';

const Screen = storyScreen(<InventoryListPage />, '/admin/products/inventory');

const meta = {
  title: 'Plugins/Inventory/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const demo = () => inventoryHttp(sampleInventory(4, { unlinked: 1 }));

export const Filled: Story = { args: { http: inventoryHttp(sampleInventory(30, { unlinked: 1 })) } };
export const Empty: Story = { args: { http: inventoryHttp({ items: [], groups: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** The side panel of a product with three variants in three warehouses. */
export const PanelOpen: Story = { args: { http: demo(), path: '/admin/products/inventory?id=900001' } };
/** A product gone from the catalogue: its items may be deleted. */
export const PanelUnlinked: Story = { args: { http: demo(), path: '/admin/products/inventory?id=900101' } };
export const LongContent: Story = {
  args: {
    http: inventoryHttp(sampleInventory(12, { longTitles: true })),
    path: '/admin/products/inventory?id=900001',
  },
};
/** An employee with limited (read-only) access: no editing, no delete. */
export const PermissionLimited: Story = {
  args: {
    http: demo(),
    account: testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
    path: '/admin/products/inventory?id=900001',
  },
};
export const Dark: Story = { args: { http: demo() }, globals: { theme: 'dark' } };
