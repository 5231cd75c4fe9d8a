import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screen } from 'storybook/test';
import '../styles/core.css';
import { createToastService } from './toast-service';
import type { ToastType } from './toast-service';
import { Toaster } from './toaster';

function Demo({ toasts }: { toasts: Array<[ToastType, string]> }) {
  const [service] = useState(() => {
    const s = createToastService({ duration: 0 });
    for (const [type, message] of toasts) s.show(type, message);
    return s;
  });
  return <Toaster service={service} />;
}

const meta = {
  title: 'Core/Notifications/Toasts',
  parameters: { layout: 'fullscreen' },
  args: {
    toasts: [
      ['success', 'Settings successfully updated.'],
      ['error', 'Error while saving account information'],
      ['warning', 'SSL certificate is being issued. This may take a few minutes.'],
      ['info', 'Report will be sent to your email'],
    ],
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<{ toasts: Array<[ToastType, string]> }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type, stacked from the top offset of 36 px. */
export const AllTypes: Story = {
  play: async () => {
    await screen.findByText('Settings successfully updated.', {}, { timeout: 5000 });
  },
};

export const LongContent: Story = {
  args: {
    toasts: [
      [
        'error',
        'Paid Invoice Orders: 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010 are not deleted. You can not delete paid invoice orders.',
      ],
    ],
  },
  play: async () => {
    await screen.findByText(/Paid Invoice Orders/, {}, { timeout: 5000 });
  },
};

export const Empty: Story = { args: { toasts: [] } };

export const Dark: Story = { ...AllTypes, globals: { theme: 'dark' } };
