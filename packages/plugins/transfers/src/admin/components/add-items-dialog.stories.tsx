import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { createTransfersClient } from '../../client';
import { transfersApiRef } from '../api';
import { createFakeTransfersHttp } from '../test-support';
import { AddItemsDialog } from './add-items-dialog';

function Screen({ http, fromWarehouse }: { http: () => HttpClient; fromWarehouse: number | null }) {
  const [client] = useState(() => createTransfersClient(http()));
  const [open, setOpen] = useState(true);
  return (
    <AdminTestProvider apis={[[transfersApiRef, client]]} initialPath="/admin/transfers/form">
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
export const FromWarehouse: Story = { args: { http: () => createFakeTransfersHttp(), fromWarehouse: 1 } };
/** From a vendor: no stock limit, no Available column. */
export const FromVendor: Story = { args: { http: () => createFakeTransfersHttp(), fromWarehouse: null } };
export const NoProducts: Story = {
  args: { http: () => createFakeTransfersHttp([], { items: [] }), fromWarehouse: 1 },
};
export const Loading: Story = {
  args: { http: () => ({ request: () => new Promise(() => undefined) }), fromWarehouse: 1 },
};
export const Error: Story = {
  args: {
    http: () => ({ request: () => Promise.reject(new ApiError(500, 'Search failed.')) }),
    fromWarehouse: 1,
  },
};
export const Dark: Story = { ...FromWarehouse, globals: { theme: 'dark' } };
