import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import type { CollectionsClient } from '../../../client';
import { collectionsApiRef } from '../../api';
import {
  failingCollectionsClient,
  fakeCollectionsApi,
  pendingCollectionsClient,
  sampleCollections,
  sampleProducts,
} from '../../test-support';
import { CollectionEditPage } from './collection-edit';

function Screen({ client, account, path }: { client: CollectionsClient; account?: Account; path: string }) {
  return (
    <AdminTestProvider apis={[[collectionsApiRef, client]]} account={account} initialPath={path}>
      <CollectionEditPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Collections/Editor',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = () => fakeCollectionsApi(sampleCollections(4)).client;

export const New: Story = { args: { client: api(), path: '/admin/collections/create' } };
export const Manual: Story = { args: { client: api(), path: '/admin/collections/create?id=1' } };
export const ByRules: Story = { args: { client: api(), path: '/admin/collections/create?id=2' } };
export const WithImages: Story = {
  args: {
    client: fakeCollectionsApi(
      sampleCollections(1).map((c) => ({
        ...c,
        images: [
          {
            id: 1,
            path: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="96" height="96"/%3E',
          },
        ],
      })),
    ).client,
    path: '/admin/collections/create?id=1',
  },
};
export const LongContent: Story = {
  args: {
    client: fakeCollectionsApi(
      sampleCollections(1).map((c) => ({
        ...c,
        title: 'An unusually long collection title for the holiday season and beyond',
        description: 'A long description. '.repeat(40),
        products: sampleProducts(40).map((p) => p.id),
      })),
      sampleProducts(40),
    ).client,
    path: '/admin/collections/create?id=1',
  },
};
export const NoProductsFound: Story = {
  args: { client: fakeCollectionsApi([], []).client, path: '/admin/collections/create' },
};
export const ProductsError: Story = {
  args: {
    client: fakeCollectionsApi([], sampleProducts(), { productsFail: true }).client,
    path: '/admin/collections/create',
  },
};
export const Loading: Story = {
  args: { client: pendingCollectionsClient, path: '/admin/collections/create?id=1' },
};
export const Error: Story = {
  args: { client: failingCollectionsClient, path: '/admin/collections/create?id=1' },
};
export const NotFound: Story = { args: { client: api(), path: '/admin/collections/create?id=99' } };
export const Dark: Story = { ...Manual, globals: { theme: 'dark' } };
/** Limited (read-only) access: no picker search, no upload, no save. */
export const PermissionLimited: Story = {
  args: {
    client: api(),
    path: '/admin/collections/create?id=1',
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
