import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Toaster } from './toast';
import type { ToastItem } from './toast';

interface Args {
  toasts: ToastItem[];
}

const meta = {
  title: 'UI/Toast',
  args: {
    toasts: [
      { id: 1, variant: 'success', message: 'Settings successfully updated.', duration: Infinity },
      { id: 2, variant: 'error', message: 'Error happened while loading app.', duration: Infinity },
      {
        id: 3,
        variant: 'warning',
        message: 'Warning: You edit Print On Demand APP Product',
        duration: Infinity,
      },
      { id: 4, variant: 'info', message: 'Report will be sent to your email', duration: Infinity },
    ],
  },
  render: function Render({ toasts: initial }) {
    const [toasts, setToasts] = useState(initial);
    return (
      <>
        <Button
          onClick={() =>
            setToasts((list) => [
              ...list,
              { id: `new-${Date.now()}`, variant: 'success', message: 'Campaign activated.' },
            ])
          }
        >
          Notify
        </Button>
        <Toaster toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
      </>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {};
export const Empty: Story = { args: { toasts: [] } };
export const WithAction: Story = {
  args: {
    toasts: [
      {
        id: 1,
        variant: 'info',
        title: 'Product deleted',
        message: 'Product "Tent" deleted successfully.',
        action: { label: 'Undo', onClick: () => undefined },
        duration: Infinity,
      },
    ],
  },
};
export const LongContent: Story = {
  args: {
    toasts: [
      {
        id: 1,
        variant: 'error',
        message:
          'Paid Invoice Orders: 1001, 1002, 1003, 1004, 1005, 1006, 1007 are not deleted. You can not delete paid invoice orders.',
        duration: Infinity,
      },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
