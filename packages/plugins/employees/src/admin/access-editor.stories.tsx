import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCESS_LEVEL, STANDARD_SUBJECTS, fullAccess } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { AccessEditor } from './access-editor';

function Editor({ initial, disabled }: { initial: AccessRule[]; disabled?: boolean }) {
  const [value, setValue] = useState<AccessRule[]>(initial);
  return <AccessEditor value={value} onChange={setValue} disabled={disabled} />;
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
