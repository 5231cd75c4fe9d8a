import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { collectionsHttp, sampleCollections } from '../../story-data';
import { CollectionsListPage } from './collections-list';

const Screen = storyScreen(<CollectionsListPage />, '/admin/collections');

const meta = {
  title: 'Plugins/Collections/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: collectionsHttp(sampleCollections(45)) } };
export const Empty: Story = { args: { http: collectionsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const LongContent: Story = {
  args: {
    http: collectionsHttp(
      sampleCollections(3).map((c, i) => ({
        ...c,
        title:
          i === 0
            ? 'A very long collection title that keeps going to show how the grid wraps it '.repeat(2)
            : c.title,
      })),
    ),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
/** Limited (read-only) access: no add, no bulk actions, toggles disabled. */
export const PermissionLimited: Story = {
  args: {
    http: collectionsHttp(sampleCollections(12)),
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
