import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { SAMPLE_SETTINGS, settingsHttp } from '../../story-data';
import { GeneralSettingsPage } from './general-settings-edit';

const Screen = storyScreen(<GeneralSettingsPage />, '/admin/settings/general');

const meta = {
  title: 'Plugins/General settings/Page',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every card, the edit buttons and Delete store. (An empty state does not apply: a store always has settings.) */
export const Filled: Story = { args: { http: settingsHttp() } };
/** A store with the storefront open, metric units and a zone outside the picker's list. */
export const MetricOpenStorefront: Story = {
  args: {
    http: settingsHttp({
      ...SAMPLE_SETTINGS,
      unit_system: 1,
      weight_unit: 1,
      enable_password: false,
      fes_password: '',
      timezone: 'Asia/Kathmandu',
      order_prefix: 'SR-',
      order_suffix: 'EU',
    }),
  },
};
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited settings access: read-only fields, no Save, no edit buttons, no Delete store. */
export const PermissionLimited: Story = {
  args: {
    http: settingsHttp(),
    account: testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]),
  },
};
/** Full settings access as an employee: everything but Delete store (the owner's alone). */
export const FullEmployee: Story = {
  args: {
    http: settingsHttp(),
    account: testEmployeeAccount([{ subject: 'settings', rule: 2, options: [] }]),
  },
};
