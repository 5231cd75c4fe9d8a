import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/core.css';
import { AdminConfigError } from './assemble';
import { StartupErrorPage } from './render-admin';

const meta = {
  title: 'Core/Shell/Startup error',
  component: StartupErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartupErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `renderAdmin` shows when a plugin's manifest is invalid. */
export const ManifestProblems: Story = {
  args: {
    error: new AdminConfigError([
      'Plugin "gift-wrap": menu entry "Gift wrap" points to "/admin/gift-wrapping", which no plugin registers as a route.',
      'Plugin "gift-wrap": route "/admin/gift-wrap" uses subject "gift_wrapping", which no plugin declares.',
    ]),
  },
};

/** Any other failure while assembling the admin. */
export const OtherFailure: Story = { args: { error: new Error('apiBaseUrl is missing.') } };

export const ManifestProblemsDark: Story = { ...ManifestProblems, globals: { theme: 'dark' } };
