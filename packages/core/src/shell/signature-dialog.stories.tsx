import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import '../styles/core.css';
import { TEST_OWNER_ACCOUNT } from '../testing';
import { AdminTestProvider } from '../testing';
import { SignatureGate } from './signature-gate';

const meta = {
  title: 'Core/Shell/Signature request',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AdminTestProvider
      account={{ ...TEST_OWNER_ACCOUNT, profile: { ...TEST_OWNER_ACCOUNT.profile, signature: null } }}
    >
      <SignatureGate />
    </AdminTestProvider>
  ),
  play: async () => {
    await screen.findByRole('dialog', { name: 'Signature required' }, { timeout: 5000 });
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A non-employee without a signature: the dialog cannot be dismissed. */
export const Open: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
