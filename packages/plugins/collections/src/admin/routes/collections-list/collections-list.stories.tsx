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
} from '../../test-support';
import { CollectionsListPage } from './collections-list';

const memory = (count: number) => fakeCollectionsApi(sampleCollections(count)).client;

function Screen({ client, account }: { client: CollectionsClient; account?: Account }) {
  return (
    <AdminTestProvider
      apis={[[collectionsApiRef, client]]}
      account={account}
      initialPath="/admin/collections"
    >
      <CollectionsListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Collections/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(45) } };
export const Empty: Story = { args: { client: memory(0) } };
export const Loading: Story = { args: { client: pendingCollectionsClient } };
export const Error: Story = { args: { client: failingCollectionsClient } };
export const LongContent: Story = {
  args: {
    client: fakeCollectionsApi(
      sampleCollections(3).map((c, i) => ({
        ...c,
        title:
          i === 0
            ? 'A very long collection title that keeps going to show how the grid wraps it '.repeat(2)
            : c.title,
      })),
    ).client,
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
/** Limited (read-only) access: no add, no bulk actions, toggles disabled. */
export const PermissionLimited: Story = {
  args: {
    client: memory(12),
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
