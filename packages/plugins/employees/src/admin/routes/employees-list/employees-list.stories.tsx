import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { coreHttp, sampleEmployees, sampleInvitations } from '../../story-data';
import { EmployeesListPage } from './employees-list';

const Screen = storyScreen(<EmployeesListPage />, '/admin/employees');

const meta = {
  title: 'Plugins/Employees/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Employees 2–4 have no password yet: Invited, Invitation expired, Not invited. */
export const Filled: Story = {
  args: { http: coreHttp({ employees: sampleEmployees(24), invitations: sampleInvitations() }) },
};
export const Empty: Story = { args: { http: coreHttp({ employees: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** The side panel of an existing employee with limited orders access. */
export const EditEmployee: Story = {
  args: { http: coreHttp({ employees: sampleEmployees(6) }), path: '/admin/employees?id=1' },
};
/** A new employee: no access, enabled (spec 2 §6). */
export const NewEmployee: Story = {
  args: { http: coreHttp({ employees: sampleEmployees(3) }), path: '/admin/employees?id=0' },
};
/** An employee never gets this page (owner only); the server answers 403 if they try. */
export const PermissionLimited: Story = {
  args: {
    http: failingHttp(403, 'You are not allowed to perform this action.'),
    account: testEmployeeAccount([{ subject: 'orders', rule: 2, options: [] }]),
  },
};
/** An invited employee's panel: when the link was sent and until when it works; Resend, Revoke. */
export const InvitedEmployee: Story = {
  args: {
    http: coreHttp({ employees: sampleEmployees(6), invitations: sampleInvitations() }),
    path: '/admin/employees?id=2',
  },
};
/** The link expired: Resend. */
export const InvitationExpired: Story = {
  args: {
    http: coreHttp({ employees: sampleEmployees(6), invitations: sampleInvitations() }),
    path: '/admin/employees?id=3',
  },
};
/** Revoked or never invited, no password: Send invitation. */
export const NotInvited: Story = {
  args: {
    http: coreHttp({ employees: sampleEmployees(6), invitations: sampleInvitations() }),
    path: '/admin/employees?id=4',
  },
};
export const Dark: Story = { ...EditEmployee, globals: { theme: 'dark' } };
export const InvitedDark: Story = { ...InvitedEmployee, globals: { theme: 'dark' } };
