import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { ordersHttp, sampleOrders } from '../../story-data';
import { CustomerOrders } from './customer-orders';

function Section({ http }: { http: HttpClient }) {
  return (
    <AdminTestProvider http={http}>
      <CustomerOrders customerId={500} />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Orders/Customer orders', component: Section } satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { http: ordersHttp({ orders: sampleOrders(8).map((o) => ({ ...o, customer_id: 500 })) }) },
};
export const Empty: Story = { args: { http: ordersHttp({ orders: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
