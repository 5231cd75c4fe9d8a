import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import {
  AdminTestProvider,
  failingHttp,
  pendingHttp,
  storyScreen,
  testEmployeeAccount,
} from '@storeroom/core/testing';
import { sampleSettings, settingsHttp } from '../../story-data';
import { CheckoutSettingsPage } from './checkout-settings';
import { GoogleKeyDialog } from './google-key-dialog';

const Screen = storyScreen(<CheckoutSettingsPage />, '/admin/settings/checkout');

const meta = {
  title: 'Plugins/Checkout/Settings',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's settings. */
export const Filled: Story = { args: { http: settingsHttp(sampleSettings()) } };
/** A store that never saved: the defaults, no image, no key, no policies. */
export const Empty: Story = {
  args: {
    http: settingsHttp(
      sampleSettings({
        policies: { refund: '', privacy: '', terms: '', shipping: '' },
        updated_at: null,
      }),
    ),
  },
};
/** With a header image and a Google key (shown by its last four characters). */
export const WithImageAndKey: Story = {
  args: {
    http: settingsHttp(
      sampleSettings({
        header: {
          image:
            'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="240" height="60"%3E%3Crect width="240" height="60" fill="%23456"/%3E%3C/svg%3E',
        },
        google_autocomplete_key: 'AIzaSyExampleKey1234',
      }),
    ),
  },
};
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited settings access: everything read-only, no Save, no upload, no key change. */
export const PermissionLimited: Story = {
  args: {
    http: settingsHttp(sampleSettings()),
    account: testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]),
  },
};

function KeyModal({ http, value }: { http: HttpClient; value: string }) {
  return (
    <AdminTestProvider http={http} initialPath="/admin/settings/checkout">
      <GoogleKeyDialog value={value} open onOpenChange={() => undefined} />
    </AdminTestProvider>
  );
}

/** The Google autocomplete key modal (spec 3 §2). */
export const GoogleKeyModal: StoryObj<typeof KeyModal> = {
  render: (args) => <KeyModal {...args} />,
  args: { http: settingsHttp(sampleSettings()), value: 'AIzaSyExampleKey1234' },
};
