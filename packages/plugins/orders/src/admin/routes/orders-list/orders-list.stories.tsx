import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { SAMPLE_WAREHOUSES, ordersHttp, sampleOrder, sampleOrders } from '../../story-data';
import { OrdersListPage } from './orders-list';
import { MassWarehouseDialog } from './warehouse-choice';

/** The list, with what a story shows over it (a dialog of the list's). */
const Screen = storyScreen(
  ({ children }: { children?: ReactNode }) => (
    <>
      <OrdersListPage />
      {children}
    </>
  ),
  '/admin/orders',
);

const meta = {
  title: 'Plugins/Orders/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: ordersHttp({ orders: sampleOrders(45) }) } };
export const Empty: Story = { args: { http: ordersHttp({ orders: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access without options: no bulk actions, no export, no CSV fulfilment. */
export const PermissionLimited: Story = {
  args: {
    http: ordersHttp({ orders: sampleOrders(12) }),
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]),
  },
};
/** Limited access with allow_fulfilments and allow_export. */
export const WithOptions: Story = {
  args: {
    http: ordersHttp({ orders: sampleOrders(12) }),
    account: testEmployeeAccount([
      { subject: 'orders', rule: 1, options: ['allow_fulfilments', 'allow_export'] },
    ]),
  },
};
/** `/admin/orders/order/2`: the detail panel over the list. */
export const DetailOpen: Story = {
  args: { http: ordersHttp({ orders: sampleOrders(12) }), path: '/admin/orders/order/2' },
};
export const LongContent: Story = {
  args: {
    http: ordersHttp({
      orders: sampleOrders(30).map((o, i) =>
        i % 3 === 0
          ? { ...o, full_name: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley of Upper Snodsbury' }
          : o,
      ),
    }),
  },
};
export const Dark: Story = { ...DetailOpen, globals: { theme: 'dark' } };
/** An order id that does not exist. */
export const DetailNotFound: Story = {
  args: { http: ordersHttp({ orders: [sampleOrder(1)] }), path: '/admin/orders/order/404' },
};
/** `?view=scroll`: one list loading 200 orders at a time as its end is scrolled to. */
export const Scrolling: Story = {
  args: { http: ordersHttp({ orders: sampleOrders(450) }), path: '/admin/orders?view=scroll' },
};
/**
 * Fulfil all / Ship all on orders with items that track inventory, when no warehouse is chosen:
 * the action asks for one as a step (the dialog opens over the list).
 */
export const WarehouseQuestion: Story = {
  args: { http: ordersHttp({ orders: sampleOrders(12) }) },
  render: (args) => (
    <Screen {...args}>
      <MassWarehouseDialog warehouses={SAMPLE_WAREHOUSES} onAnswer={() => undefined} />
    </Screen>
  ),
};
