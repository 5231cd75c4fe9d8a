import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/core.css';
import { AdminTestProvider } from '../testing';
import { LoginPage } from './login-page';

/** The login page with the fake auth API of `@storeroom/core/testing` (owner@storeroom.test / storeroom-owner). */
const meta = {
  title: 'Core/Shell/Login',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AdminTestProvider account={null} initialPath="/admin/user/login">
      <LoginPage />
    </AdminTestProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Wrong credentials: the server's message, fields marked invalid. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@storeroom.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  },
};

/** Submitting empty fields. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email and password.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
