import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Note', placeholder: 'Add a note for the team' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked note' } };
export const Error: Story = { args: { invalid: true } };
export const LongContent: Story = {
  args: { defaultValue: 'Customer asked for gift wrapping. '.repeat(20), rows: 6 },
};
export const Dark: Story = { globals: { theme: 'dark' } };
