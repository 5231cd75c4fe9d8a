import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { OrdersClient } from '../../../client';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient, sampleOrder, sampleOrders } from '../../test-support';
import { OrdersListPage } from './orders-list';

const pending: OrdersClient = {
  ...createFakeOrdersClient(),
  list: () => new Promise(() => undefined),
  search: () => new Promise(() => undefined),
};
const failing: OrdersClient = {
  ...createFakeOrdersClient(),
  list: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
  search: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
};

function Screen({
  client,
  account,
  path = '/admin/orders',
}: {
  client: OrdersClient;
  account?: Account;
  path?: string;
}) {
  return (
    <AdminTestProvider apis={[[ordersApiRef, client]]} account={account} initialPath={path}>
      <OrdersListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Orders/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: createFakeOrdersClient({ orders: sampleOrders(45) }) } };
export const Empty: Story = { args: { client: createFakeOrdersClient({ orders: [] }) } };
export const Loading: Story = { args: { client: pending } };
export const Error: Story = { args: { client: failing } };
/** Limited access without options: no bulk actions, no export, no CSV fulfilment. */
export const PermissionLimited: Story = {
  args: {
    client: createFakeOrdersClient({ orders: sampleOrders(12) }),
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]),
  },
};
/** Limited access with allow_fulfilments and allow_export. */
export const WithOptions: Story = {
  args: {
    client: createFakeOrdersClient({ orders: sampleOrders(12) }),
    account: testEmployeeAccount([
      { subject: 'orders', rule: 1, options: ['allow_fulfilments', 'allow_export'] },
    ]),
  },
};
/** `/admin/orders/order/2`: the detail panel over the list. */
export const DetailOpen: Story = {
  args: { client: createFakeOrdersClient({ orders: sampleOrders(12) }), path: '/admin/orders/order/2' },
};
export const LongContent: Story = {
  args: {
    client: createFakeOrdersClient({
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
  args: { client: createFakeOrdersClient({ orders: [sampleOrder(1)] }), path: '/admin/orders/order/404' },
};
/** `?view=scroll`: one list loading 200 orders at a time as its end is scrolled to. */
export const Scrolling: Story = {
  args: { client: createFakeOrdersClient({ orders: sampleOrders(450) }), path: '/admin/orders?view=scroll' },
};
