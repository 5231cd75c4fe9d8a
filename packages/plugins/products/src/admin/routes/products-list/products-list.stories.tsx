import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { productsHttp, sampleProducts } from '../../story-data';
import { ProductsListPage } from './products-list';

const Screen = storyScreen(<ProductsListPage />, '/admin/products');

const meta = {
  title: 'Plugins/Products/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: productsHttp(sampleProducts(45)) } };
export const Empty: Story = { args: { http: productsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** `?chqsearch=mug` becomes a title filter. */
export const Chqsearch: Story = {
  args: { http: productsHttp(sampleProducts()), path: '/admin/products?chqsearch=mug' },
};
/** Limited (read-only) access: no add, no bulk actions, switches disabled. */
export const PermissionLimited: Story = {
  args: {
    http: productsHttp(sampleProducts()),
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
/**
 * The store has collections (the collections plugin is installed): the filter builder offers
 * them, two "is" rows meaning any of them. The story's memory server does not know
 * membership (the server asks the collections area), so it shows the builder, not a result.
 */
export const WithCollections: Story = {
  args: {
    http: productsHttp(sampleProducts(), {
      collections: [
        { id: 7, title: 'Kitchen' },
        { id: 8, title: 'Lighting' },
      ],
    }),
  },
};
