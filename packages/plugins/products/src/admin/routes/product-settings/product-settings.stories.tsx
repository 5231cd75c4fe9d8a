import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { productsHttp, sampleProducts } from '../../story-data';
import { ProductSettingsPage } from './product-settings';

const Screen = storyScreen(<ProductSettingsPage />, '/admin/settings/product');

const meta = {
  title: 'Plugins/Products/Settings',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    http: productsHttp(sampleProducts(), {
      settings: {
        sku: true,
        textareas: { enabled: true, values: ['Description', 'Materials & Care', 'Shipping'] },
      },
    }),
  },
};
export const Empty: Story = {
  args: {
    http: productsHttp(sampleProducts(), {
      settings: { sku: false, textareas: { enabled: false, values: [] } },
    }),
  },
};
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const PermissionLimited: Story = {
  args: {
    http: productsHttp(sampleProducts()),
    account: testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
