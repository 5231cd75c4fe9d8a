import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import type { ProductsClient } from '../../../client';
import { productsApiRef } from '../../api';
import { fakeProductsApi, multiProduct, sampleProducts } from '../../test-support';
import { ProductEditPage } from './product-edit';

function Screen({ client, account, path }: { client: ProductsClient; account?: Account; path: string }) {
  return (
    <AdminTestProvider apis={[[productsApiRef, client]]} account={account} initialPath={path}>
      <ProductEditPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Products/Editor',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = Array.from({ length: 10 }, (_, i) => `${36 + i}`);
const colors = ['Black', 'White', 'Navy', 'Red', 'Green', 'Blue', 'Grey', 'Sand', 'Olive', 'Rust'];
/** A product with 100 variants (the editor benchmark's case). */
const hundred = multiProduct(77, 'Runner with 100 variants', [
  { title: 'Color', values: colors },
  { title: 'Size', values: sizes },
]);

/** A new product: Color and Size options ready, a template to choose. */
export const New: Story = { args: { client: fakeProductsApi().products, path: '/admin/products/create' } };
/** An existing multi product with its variants. */
export const Filled: Story = {
  args: { client: fakeProductsApi().products, path: '/admin/products/create?id=1' },
};
export const SingleProduct: Story = {
  args: { client: fakeProductsApi().products, path: '/admin/products/create?id=2' },
};
/** Long content: 100 variants. */
export const HundredVariants: Story = {
  args: {
    client: fakeProductsApi({ products: [...sampleProducts(), hundred] }).products,
    path: '/admin/products/create?id=77',
  },
};
/** Print-on-demand product: the warning toast appears after 2 s. */
export const PrintOnDemand: Story = {
  args: { client: fakeProductsApi().products, path: '/admin/products/view?id=4' },
};
export const SkuOff: Story = {
  args: {
    client: fakeProductsApi({ settings: { sku: false, textareas: { enabled: false, values: [] } } }).products,
    path: '/admin/products/create?id=1',
  },
};
export const Loading: Story = {
  args: { client: fakeProductsApi({ mode: 'pending' }).products, path: '/admin/products/create?id=1' },
};
export const Error: Story = {
  args: { client: fakeProductsApi({ mode: 'failing' }).products, path: '/admin/products/create?id=1' },
};
export const NotFound: Story = {
  args: { client: fakeProductsApi().products, path: '/admin/products/create?id=999' },
};
/** Limited (read-only) access. */
export const PermissionLimited: Story = {
  args: {
    client: fakeProductsApi().products,
    path: '/admin/products/create?id=1',
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
