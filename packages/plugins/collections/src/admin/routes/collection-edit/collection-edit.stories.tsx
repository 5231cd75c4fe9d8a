import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { collectionsHttp, sampleCollections, sampleProducts } from '../../story-data';
import { CollectionEditPage } from './collection-edit';

const Screen = storyScreen(<CollectionEditPage />, '/admin/collections/create');

const meta = {
  title: 'Plugins/Collections/Editor',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff Picks (manual, id 1), Under $50 (by rules, id 2), Accessories, Holiday Gift Guide. */
const http = () => collectionsHttp(sampleCollections(4));

export const New: Story = { args: { http: http(), path: '/admin/collections/create' } };
export const Manual: Story = { args: { http: http(), path: '/admin/collections/create?id=1' } };
export const ByRules: Story = { args: { http: http(), path: '/admin/collections/create?id=2' } };
export const WithImages: Story = {
  args: {
    http: collectionsHttp(
      sampleCollections(1).map((c) => ({
        ...c,
        images: [
          {
            id: 1,
            path: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="96" height="96"/%3E',
          },
        ],
      })),
    ),
    path: '/admin/collections/create?id=1',
  },
};
export const LongContent: Story = {
  args: {
    http: collectionsHttp(
      sampleCollections(1).map((c) => ({
        ...c,
        title: 'An unusually long collection title for the holiday season and beyond',
        description: 'A long description. '.repeat(40),
        products: sampleProducts(40).map((p) => p.id),
      })),
      sampleProducts(40),
    ),
    path: '/admin/collections/create?id=1',
  },
};
export const NoProductsFound: Story = {
  args: { http: collectionsHttp([], []), path: '/admin/collections/create' },
};
/** The products search fails (e.g. a store without the products area). */
export const ProductsError: Story = {
  args: { http: collectionsHttp([], failingHttp()), path: '/admin/collections/create' },
};
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/collections/create?id=1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/collections/create?id=1' } };
export const NotFound: Story = { args: { http: http(), path: '/admin/collections/create?id=99' } };
export const Dark: Story = { ...Manual, globals: { theme: 'dark' } };
/** Limited (read-only) access: no picker search, no upload, no save. */
export const PermissionLimited: Story = {
  args: {
    http: http(),
    path: '/admin/collections/create?id=1',
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
