import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { OrdersClient } from '../../../client';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient, sampleOrders } from '../../test-support';
import { CustomerOrders } from './customer-orders';

function Section({ client }: { client: OrdersClient }) {
  return (
    <AdminTestProvider apis={[[ordersApiRef, client]]}>
      <CustomerOrders customerId={500} />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Orders/Customer orders', component: Section } satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    client: createFakeOrdersClient({ orders: sampleOrders(8).map((o) => ({ ...o, customer_id: 500 })) }),
  },
};
export const Empty: Story = { args: { client: createFakeOrdersClient({ orders: [] }) } };
export const Loading: Story = {
  args: { client: { ...createFakeOrdersClient(), search: () => new Promise(() => undefined) } },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
