import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import type { CustomerItem } from '../../../contract';
import { customersHttp, sampleCustomers } from '../../story-data';
import { CustomerProfilePage } from './customer-profile';

const Screen = storyScreen(<CustomerProfilePage />, '/admin/customers/1');

const meta = {
  title: 'Plugins/Customers/Profile',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and email (editable), an address, notes, tags, order statistics and Delete customer. */
export const Filled: Story = { args: { http: customersHttp(sampleCustomers(3)) } };
/** A customer without addresses, phone or purchases (the third demo customer has none, stats aside). */
export const Empty: Story = {
  args: {
    http: customersHttp(
      sampleCustomers(6).map((c) =>
        c.id === 6
          ? { ...c, notes: '', tags: [], order_count: 0, lifetime_spent: 0, last_purchase: null }
          : c,
      ),
    ),
    path: '/admin/customers/6',
  },
};
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const NotFound: Story = { args: { http: customersHttp([]), path: '/admin/customers/7' } };
/** Limited access: everything shown (name and email as text), nothing editable, no delete. */
export const PermissionLimited: Story = {
  args: {
    http: customersHttp(sampleCustomers(3)),
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]),
  },
};

/** Long notes, many tags and addresses. */
export const LongContent: Story = {
  args: {
    http: customersHttp(
      sampleCustomers(1).map((c): CustomerItem => ({
        ...c,
        notes: 'Called about a delayed parcel; prefers email over phone. '.repeat(12),
        tags: ['vip', 'wholesale', 'newsletter', 'returning', 'gift-buyer', 'b2b', 'early-access'],
        addresses: Array.from({ length: 6 }, (_, i) => ({
          ...c.addresses[0]!,
          street: `${i + 1} Long Avenue`,
        })),
      })),
    ),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
