import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { productSettingsApiRef, productsApiRef } from '../../api';
import { fakeProductsApi } from '../../test-support';
import type { FakeProductsApi } from '../../test-support';
import { ProductSettingsPage } from './product-settings';

function Screen({ api, account }: { api: FakeProductsApi; account?: Account }) {
  return (
    <AdminTestProvider
      apis={[
        [productsApiRef, api.products],
        [productSettingsApiRef, api.settings],
      ]}
      account={account}
      initialPath="/admin/settings/product"
    >
      <ProductSettingsPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Products/Settings',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    api: fakeProductsApi({
      settings: {
        sku: true,
        textareas: { enabled: true, values: ['Description', 'Materials & Care', 'Shipping'] },
      },
    }),
  },
};
export const Empty: Story = {
  args: { api: fakeProductsApi({ settings: { sku: false, textareas: { enabled: false, values: [] } } }) },
};
export const Loading: Story = { args: { api: fakeProductsApi({ mode: 'pending' }) } };
export const Error: Story = { args: { api: fakeProductsApi({ mode: 'failing' }) } };
export const PermissionLimited: Story = {
  args: {
    api: fakeProductsApi(),
    account: testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
