import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Order } from '../../../contract';
import { ordersHttp, sampleOrder } from '../../story-data';
import { OrderDetail } from './order-detail';

function Panel({ order, account }: { order: Order; account?: Account }) {
  return (
    <AdminTestProvider http={ordersHttp({ orders: [order] })} account={account}>
      <div style={{ maxWidth: 560, padding: 16 }}>
        <OrderDetail order={order} />
      </div>
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Orders/Detail panel',
  component: Panel,
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, not fulfilled. */
export const NotFulfilled: Story = { args: { order: sampleOrder(1) } };
export const PartiallySent: Story = { args: { order: sampleOrder(2, 'partial') } };
export const Shipped: Story = { args: { order: sampleOrder(3, 'shipped') } };
/** Refunded in full with one unit restocked. */
export const Refunded: Story = { args: { order: sampleOrder(4, 'refunded') } };
/** Not paid: the owner may mark it paid. */
export const NotPaid: Story = { args: { order: sampleOrder(5, 'unpaid') } };
/** Not paid, limited access with every option: no option grants marking it paid. */
export const NotPaidLimited: Story = {
  args: {
    order: sampleOrder(5, 'unpaid'),
    account: testEmployeeAccount([
      {
        subject: 'orders',
        rule: 1,
        options: ['allow_edit', 'allow_fulfilments', 'allow_refunds', 'allow_export'],
      },
    ]),
  },
};
/** Limited access, no options: read only (no fulfil, ship, refund, edit, resend). */
export const PermissionLimited: Story = {
  args: {
    order: sampleOrder(3, 'shipped'),
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]),
  },
};
export const LongContent: Story = {
  args: {
    order: sampleOrder(6, 'partial', {
      notes: 'Call before delivery. '.repeat(20),
      full_name: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley',
    }),
  },
};
export const Dark: Story = { ...Shipped, globals: { theme: 'dark' } };
