import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { ordersHttp, sampleOrders } from '../../story-data';
import { LastOrdersWidget } from './last-orders-widget';

function Widget({ http }: { http: HttpClient }) {
  return (
    <AdminTestProvider http={http}>
      <div style={{ maxWidth: 520 }}>
        <LastOrdersWidget />
      </div>
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Orders/Last orders widget', component: Widget } satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: ordersHttp({ orders: sampleOrders(9) }) } };
export const Empty: Story = { args: { http: ordersHttp({ orders: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
