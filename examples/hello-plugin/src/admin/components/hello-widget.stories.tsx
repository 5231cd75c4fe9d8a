import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHttpClient } from '@storeroom/core';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { HELLO_PATH } from '../../client';
import type { HelloClient, HelloSettingsClient } from '../../client';
import { helloApiRef, helloSettingsApiRef } from '../api';
import { HelloWidget } from './hello-widget';

const items = (n: number): HelloClient =>
  createResourceClient(
    createMemoryHttpClient({
      resources: {
        [HELLO_PATH]: Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          title: `Item ${i + 1}`,
          status: 'active',
          notes: '',
          created_at: '2026-01-01T00:00:00Z',
        })),
      },
    }),
    HELLO_PATH,
  );
const settings: HelloSettingsClient = {
  get: async () => ({ greeting: 'Hello from the Hello plugin!' }),
  save: async (s) => s,
};
const failing: HelloSettingsClient = {
  get: () => Promise.reject(new ApiError(500, 'Down')),
  save: async (s) => s,
};
const pending: HelloSettingsClient = { get: () => new Promise(() => undefined), save: async (s) => s };

function Widget({ count, api }: { count: number; api: HelloSettingsClient }) {
  return (
    <AdminTestProvider
      apis={[
        [helloApiRef, items(count)],
        [helloSettingsApiRef, api],
      ]}
    >
      <HelloWidget />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Hello/Dashboard widget', component: Widget } satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { count: 12, api: settings } };
export const Empty: Story = { args: { count: 0, api: settings } };
export const Loading: Story = { args: { count: 3, api: pending } };
export const Error: Story = { args: { count: 3, api: failing } };
