import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screen } from 'storybook/test';
import '../styles/core.css';
import { ConfirmHost } from './confirm-host';
import {
  CONFIRM_DELETE_MANY,
  CONFIRM_DELETE_ONE,
  UNSAVED_CHANGES_MESSAGE,
  createDialogService,
} from './dialog-service';
import type { ConfirmOptions } from './dialog-service';

function Demo(options: ConfirmOptions) {
  const [service] = useState(() => {
    const s = createDialogService();
    void s.confirm(options);
    return s;
  });
  return <ConfirmHost service={service} />;
}

const meta = {
  title: 'Core/Notifications/Confirm dialog',
  args: { message: CONFIRM_DELETE_ONE },
  render: (args) => <Demo {...args} />,
  // The dialog view loads with the first question.
  play: async () => {
    await screen.findByRole('alertdialog', {}, { timeout: 5000 });
  },
} satisfies Meta<ConfirmOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteOne: Story = { args: { message: CONFIRM_DELETE_ONE, danger: true } };
export const DeleteMany: Story = { args: { message: CONFIRM_DELETE_MANY, danger: true } };
export const UnsavedChanges: Story = { args: { message: UNSAVED_CHANGES_MESSAGE, title: 'Unsaved changes' } };
export const Dark: Story = { args: { message: CONFIRM_DELETE_ONE }, globals: { theme: 'dark' } };
