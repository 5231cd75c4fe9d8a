import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import type { ProductsClient } from '../../../client';
import { productsApiRef } from '../../api';
import { fakeProductsApi, sampleProducts } from '../../test-support';
import { ProductsListPage } from './products-list';

function Screen({ client, account, path }: { client: ProductsClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider
      apis={[[productsApiRef, client]]}
      account={account}
      initialPath={path ?? '/admin/products'}
    >
      <ProductsListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Products/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: fakeProductsApi({ products: sampleProducts(45) }).products } };
export const Empty: Story = { args: { client: fakeProductsApi({ products: [] }).products } };
export const Loading: Story = { args: { client: fakeProductsApi({ mode: 'pending' }).products } };
export const Error: Story = { args: { client: fakeProductsApi({ mode: 'failing' }).products } };
/** `?chqsearch=mug` becomes a title filter. */
export const Chqsearch: Story = {
  args: { client: fakeProductsApi().products, path: '/admin/products?chqsearch=mug' },
};
/** Limited (read-only) access: no add, no bulk actions, switches disabled. */
export const PermissionLimited: Story = {
  args: {
    client: fakeProductsApi().products,
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
/** Filtered by two collections (the store has the collections plugin): any of them. */
export const ByCollections: Story = {
  args: {
    client: fakeProductsApi({
      collections: [
        { id: 7, title: 'Kitchen', products: [2] },
        { id: 8, title: 'Lighting', products: [3] },
      ],
    }).products,
    path: `/admin/products?filter=${encodeURIComponent(
      JSON.stringify([
        { field: 'collections', operator: '=', value: '7' },
        { field: 'collections', operator: '=', value: '8' },
      ]),
    )}`,
  },
};
