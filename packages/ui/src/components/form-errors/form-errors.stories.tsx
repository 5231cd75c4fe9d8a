import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrors } from './form-errors';

const meta = {
  title: 'UI/FormErrors',
  component: FormErrors,
  args: { messages: ['Store is closed for maintenance.'] },
} satisfies Meta<typeof FormErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Several: Story = {
  args: {
    messages: [
      'Store is closed for maintenance.',
      'Something went wrong, please contact support or try again later.',
    ],
  },
};
export const Empty: Story = { args: { messages: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };
