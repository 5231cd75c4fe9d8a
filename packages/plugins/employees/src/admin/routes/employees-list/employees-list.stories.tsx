import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { createMemoryHttpClient } from '@storeroom/core';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { EMPLOYEES_PATH, createEmployeesClient } from '../../../client';
import type { EmployeesClient } from '../../../client';
import type { Employee } from '../../../schema';
import { employeesApiRef } from '../../api';
import { EmployeesListPage } from './employees-list';

function employees(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    email: `staff${i + 1}@shop.test`,
    full_name:
      i === 0 ? 'Maximilian Alexander Wolfeschlegelsteinhausen-Bergerdorff' : `Staff member ${i + 1}`,
    phone: i % 3 === 0 ? '+1.2025550123' : null,
    enabled: i % 5 !== 4,
    access: i % 2 === 0 ? [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }] : [],
  }));
}

const memory = (count: number) =>
  createEmployeesClient(createMemoryHttpClient({ resources: { [EMPLOYEES_PATH]: employees(count) } }));
const failing = (status: number, message: string) =>
  createEmployeesClient({
    request: () => Promise.reject(new ApiError(status, message)),
  } satisfies HttpClient);

function Screen({ client, account, path }: { client: EmployeesClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider
      apis={[[employeesApiRef, client]]}
      account={account}
      initialPath={path ?? '/admin/employees'}
    >
      <EmployeesListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Employees/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(24) } };
export const Empty: Story = { args: { client: memory(0) } };
export const Loading: Story = {
  args: { client: createEmployeesClient({ request: () => new Promise(() => undefined) }) },
};
export const Error: Story = {
  args: { client: failing(500, 'Something went wrong, please contact support or try again later.') },
};
/** The side panel of an existing employee with limited orders access. */
export const EditEmployee: Story = { args: { client: memory(6), path: '/admin/employees?id=1' } };
/** A new employee: no access, enabled (spec 2 §6). */
export const NewEmployee: Story = { args: { client: memory(3), path: '/admin/employees?id=0' } };
/** An employee never gets this page (owner only); the server answers 403 if they try. */
export const PermissionLimited: Story = {
  args: {
    client: failing(403, 'You are not allowed to perform this action.'),
    account: testEmployeeAccount([{ subject: 'orders', rule: 2, options: [] }]),
  },
};
