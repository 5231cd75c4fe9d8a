import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { OrdersClient } from '../../../client';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient, sampleOrders } from '../../test-support';
import { LastOrdersWidget } from './last-orders-widget';

function Widget({ client }: { client: OrdersClient }) {
  return (
    <AdminTestProvider apis={[[ordersApiRef, client]]}>
      <div style={{ maxWidth: 520 }}>
        <LastOrdersWidget />
      </div>
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Orders/Last orders widget', component: Widget } satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: createFakeOrdersClient({ orders: sampleOrders(9) }) } };
export const Empty: Story = { args: { client: createFakeOrdersClient({ orders: [] }) } };
export const Loading: Story = {
  args: { client: { ...createFakeOrdersClient(), list: () => new Promise(() => undefined) } },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
