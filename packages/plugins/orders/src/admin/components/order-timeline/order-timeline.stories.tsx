import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { ORDER_MARK_PAID_TYPE } from '../../../contract';
import type { Order } from '../../../contract';
import { ordersHttp, sampleOrder } from '../../story-data';
import { OrderTimeline } from './order-timeline';

function Host({
  order,
  timeline,
  account,
}: {
  order: Order;
  timeline?: 'loading' | 'error';
  account?: Account;
}) {
  return (
    <AdminTestProvider http={ordersHttp({ orders: [order], timeline })} account={account}>
      <div style={{ maxWidth: 560, padding: 16 }}>
        <OrderTimeline orderId={order.id} />
      </div>
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Orders/Order timeline',
  component: Host,
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just placed: nothing else has happened yet. */
export const Empty: Story = { args: { order: sampleOrder(7, 'fresh', { notes: '' }) } };
/** Placed, a note, sent to fulfilment, shipped with UPS, restocked and refunded. */
export const Filled: Story = {
  args: { order: sampleOrder(4, 'refunded', { notes: 'Customer asked for a refund by phone.' }) },
};
/** Placed unpaid, then marked paid by the owner with the free payment type. */
export const MarkedPaid: Story = {
  args: { order: sampleOrder(9, 'fresh', { notes: '', payment_type: ORDER_MARK_PAID_TYPE }) },
};
/** Placed unpaid and not paid yet: no payment in the history. */
export const Unpaid: Story = { args: { order: sampleOrder(5, 'unpaid', { notes: '' }) } };
export const Loading: Story = { args: { order: sampleOrder(1), timeline: 'loading' } };
export const Error: Story = { args: { order: sampleOrder(1), timeline: 'error' } };
/** Without a customers rule the customer's name is not a link (their profile would refuse). */
export const WithoutCustomersRule: Story = {
  args: {
    ...Filled.args,
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
