import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient } from '../../test-support';
import { CsvFulfilmentDialog } from './csv-fulfilment-dialog';
import { ExportDialog } from './export-dialog';

function Host({ children }: { children: ReactNode }) {
  return <AdminTestProvider apis={[[ordersApiRef, createFakeOrdersClient()]]}>{children}</AdminTestProvider>;
}

const meta = {
  title: 'Plugins/Orders/List modals',
  component: Host,
  args: { children: null },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSV mass fulfilment, step 1 of 3. */
export const CsvFulfilment: Story = {
  args: { children: <CsvFulfilmentDialog open onOpenChange={() => undefined} /> },
};
/** Export with the CSV template picker (no templates server here: the error line shows). */
export const Export: Story = {
  args: { children: <ExportDialog open onOpenChange={() => undefined} filter={{}} /> },
};
export const Dark: Story = { ...CsvFulfilment, globals: { theme: 'dark' } };
