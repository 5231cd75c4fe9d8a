import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/core.css';
import { ACCESS_LEVEL } from '../access';
import { AdminTestProvider, testEmployeeAccount } from '../testing';
import { LoadingPage, NotFoundPage, PermissionDeniedPage } from './pages';

const meta = {
  title: 'Core/Shell/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a limited employee sees on a path outside their access, inside the shell. */
export const PermissionDenied: Story = {
  render: () => (
    <AdminTestProvider
      shell
      initialPath="/admin/customers"
      account={testEmployeeAccount([{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }])}
    >
      <PermissionDeniedPage />
    </AdminTestProvider>
  ),
};

export const NotFound: Story = {
  render: () => (
    <AdminTestProvider shell initialPath="/admin/nowhere">
      <NotFoundPage />
    </AdminTestProvider>
  ),
};

export const Loading: Story = { render: () => <LoadingPage /> };

export const PermissionDeniedDark: Story = { ...PermissionDenied, globals: { theme: 'dark' } };
