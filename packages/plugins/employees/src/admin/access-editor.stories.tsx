import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { definePlugin } from '@storeroom/core';
import { ACCESS_LEVEL, STANDARD_SUBJECTS, SUBJECTS, fullAccess, withOptions } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { AdminTestProvider } from '@storeroom/core/testing';
import { AccessEditor } from './access-editor';

// The editor lists the admin's registered subjects with the options plugins declare on them:
// here the orders options, as the orders plugin's contract declares them.
const ordersOptions = definePlugin({
  id: 'story-orders-options',
  name: 'Orders options',
  subjects: [
    withOptions(SUBJECTS.orders, [
      { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil'] },
      { id: 'allow_export', label: 'Allow export', grants: ['export'] },
    ]),
  ],
});

function Value({ initial, disabled }: { initial: AccessRule[]; disabled?: boolean }) {
  const [value, setValue] = useState<AccessRule[]>(initial);
  return <AccessEditor value={value} onChange={setValue} disabled={disabled} />;
}

function Editor(props: { initial: AccessRule[]; disabled?: boolean }) {
  return (
    <AdminTestProvider plugins={[ordersOptions]}>
      <Value {...props} />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Employees/Access editor', component: Editor } satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoAccess: Story = { args: { initial: [] } };
export const LimitedOrders: Story = {
  args: {
    initial: [
      { subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_fulfilments', 'allow_export'] },
    ],
  },
};
export const FullAccess: Story = { args: { initial: fullAccess(STANDARD_SUBJECTS) } };
export const Disabled: Story = {
  args: { initial: [{ subject: 'customers', rule: ACCESS_LEVEL.limited, options: [] }], disabled: true },
};
export const Dark: Story = { ...LimitedOrders, globals: { theme: 'dark' } };
