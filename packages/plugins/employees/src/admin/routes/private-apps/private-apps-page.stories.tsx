import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { coreHttp, sampleApps } from '../../story-data';
import { PrivateAppsPage } from './private-apps-page';

const Screen = storyScreen(<PrivateAppsPage />, '/admin/apps/installed');

const meta = {
  title: 'Plugins/Employees/Private apps',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: coreHttp({ privateApps: sampleApps(8) }) } };
export const Empty: Story = { args: { http: coreHttp({ privateApps: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** An app open for editing: its rules and tokens. */
export const EditApp: Story = {
  args: { http: coreHttp({ privateApps: sampleApps(3) }), path: '/admin/apps/installed?id=1' },
};
/** A new app: full access on every area (spec 4 §5). */
export const NewApp: Story = {
  args: { http: coreHttp({ privateApps: sampleApps(2) }), path: '/admin/apps/installed?id=0' },
};
/** Limited access to apps: the list only, no create, rows do not open. */
export const PermissionLimited: Story = {
  args: {
    http: coreHttp({ privateApps: sampleApps(4) }),
    account: testEmployeeAccount([{ subject: 'apps', rule: 1, options: [] }]),
  },
};
/**
 * Full access to apps, limited orders without fulfilments: the first app (with fulfilments) is
 * beyond the employee, so it opens read-only, without token, save or delete buttons.
 */
export const BeyondYourAccess: Story = {
  args: {
    http: coreHttp({ privateApps: sampleApps(3) }),
    path: '/admin/apps/installed?id=1',
    account: testEmployeeAccount([
      { subject: 'apps', rule: 2, options: [] },
      { subject: 'orders', rule: 1, options: [] },
    ]),
  },
};
export const Dark: Story = { ...EditApp, globals: { theme: 'dark' } };
