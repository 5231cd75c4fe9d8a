import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { storyHttp } from '../story-data';
import { AddItemsDialog } from './add-items-dialog';

function Screen({ http, fromWarehouse }: { http: HttpClient; fromWarehouse: number | null }) {
  const [open, setOpen] = useState(true);
  return (
    <AdminTestProvider http={http} initialPath="/admin/transfers/form">
      {open ? (
        <AddItemsDialog
          open
          onOpenChange={setOpen}
          fromWarehouse={fromWarehouse}
          existing={['TOTE']}
          onAdd={() => undefined}
        />
      ) : (
        <p>Closed</p>
      )}
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Transfers/Add items dialog',
  component: Screen,
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a warehouse: each item shows what that warehouse has available. */
export const FromWarehouse: Story = { args: { http: storyHttp([]), fromWarehouse: 1 } };
/** From a vendor: no stock limit, no Available column. */
export const FromVendor: Story = { args: { http: storyHttp([]), fromWarehouse: null } };
export const NoProducts: Story = { args: { http: storyHttp([], []), fromWarehouse: 1 } };
export const Loading: Story = { args: { http: pendingHttp(), fromWarehouse: 1 } };
export const Error: Story = { args: { http: failingHttp(500, 'Search failed.'), fromWarehouse: 1 } };
export const Dark: Story = { args: { http: storyHttp([]), fromWarehouse: 1 }, globals: { theme: 'dark' } };
