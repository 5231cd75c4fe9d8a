import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { ordersHttp, sampleOrder } from '../../story-data';
import { OrderPrintPage } from './order-print';

const demo = () => ordersHttp({ orders: [sampleOrder(3, 'shipped'), sampleOrder(4, 'refunded')] });

const Print = storyScreen(<OrderPrintPage autoPrint={false} />, '/admin/orders/print/1003');

const meta = {
  title: 'Plugins/Orders/Print view',
  component: Print,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Print>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByDisplayNumber: Story = { args: { http: demo(), path: '/admin/orders/print/1003' } };
export const Refunded: Story = { args: { http: demo(), path: '/admin/orders/print/4' } };
export const NotFound: Story = { args: { http: demo(), path: '/admin/orders/print/999999' } };
export const Loading: Story = { args: { path: '/admin/orders/print/3', http: pendingHttp() } };
export const Error: Story = { args: { path: '/admin/orders/print/3', http: failingHttp() } };
export const Dark: Story = { ...ByDisplayNumber, globals: { theme: 'dark' } };
