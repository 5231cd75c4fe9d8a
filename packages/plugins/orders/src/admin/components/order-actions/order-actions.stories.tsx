import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ordersHttp, sampleOrder } from '../../story-data';
import { AddressDialog } from './address-dialog';
import { CustomerDialog } from './customer-dialog';
import { FulfilDialog } from './fulfil-dialog';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';
import { TrackingDialog } from './tracking-dialog';
import { UnfulfilDialog, UnshipDialog } from './unmark-dialogs';

const fresh = sampleOrder(1);
const partial = sampleOrder(2, 'partial');
const shipped = sampleOrder(3, 'shipped');
const noop = () => undefined;

function Host({
  children,
  warehouses = true,
  refuseWithoutWarehouse = false,
}: {
  children: ReactNode;
  warehouses?: boolean;
  refuseWithoutWarehouse?: boolean;
}) {
  const http = ordersHttp({
    orders: [fresh, partial, shipped],
    ...(warehouses ? {} : { warehouses: [] }),
    fulfilWithoutWarehouse: refuseWithoutWarehouse,
  });
  return <AdminTestProvider http={http}>{children}</AdminTestProvider>;
}

const meta = {
  title: 'Plugins/Orders/Action modals',
  component: Host,
  args: { children: null },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarkAsFulfilled: Story = {
  args: { children: <FulfilDialog order={fresh} open onOpenChange={noop} /> },
};
/** Without warehouses (no inventory area) the warehouse select is hidden. */
export const MarkAsFulfilledNoWarehouses: Story = {
  args: { warehouses: false, children: <FulfilDialog order={fresh} open onOpenChange={noop} /> },
};
/**
 * A store whose inventory area has no warehouse: the server asks for one, the dialog shows its
 * message and a link to create a warehouse.
 */
export const MarkAsFulfilledNeedsAWarehouse: Story = {
  args: {
    warehouses: false,
    refuseWithoutWarehouse: true,
    children: <FulfilDialog order={fresh} open onOpenChange={noop} />,
  },
  play: async () => {
    // The dialog is portalled out of the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error. Warehouse can not be empty.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Create a warehouse' })).toBeInTheDocument();
  },
};
export const MarkAsShipped: Story = {
  args: { children: <ShipDialog order={partial} open onOpenChange={noop} /> },
};
export const EditTracking: Story = {
  args: {
    children: <TrackingDialog order={shipped} shipment={shipped.shipments![0]!} open onOpenChange={noop} />,
  },
};
export const UnmarkFulfilled: Story = {
  args: {
    children: (
      <UnfulfilDialog order={partial} fulfilment={partial.fulfilments![0]!} open onOpenChange={noop} />
    ),
  },
};
export const UnmarkShipped: Story = {
  args: {
    children: <UnshipDialog order={shipped} shipment={shipped.shipments![0]!} open onOpenChange={noop} />,
  },
};
export const Refund: Story = {
  args: { children: <RefundDialog order={shipped} open onOpenChange={noop} /> },
};
export const EditCustomer: Story = {
  args: { children: <CustomerDialog order={fresh} open onOpenChange={noop} /> },
};
export const EditShippingAddress: Story = {
  args: { children: <AddressDialog order={fresh} kind="shipping" open onOpenChange={noop} /> },
};
export const Dark: Story = { ...Refund, globals: { theme: 'dark' } };
