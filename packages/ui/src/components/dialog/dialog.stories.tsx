import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Dialog } from './dialog';

interface Args {
  title: string;
  description?: string;
  size: 'sm' | 'md' | 'lg' | 'xl';
  open?: boolean;
  body: string;
}

const meta = {
  title: 'UI/Overlays/Dialog',
  args: { title: 'Create customer', description: 'New customers get a welcome email.', size: 'md', body: '' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    open: { control: 'boolean' },
  },
  render: ({ title, description, size, open, body }) => (
    <Dialog.Root defaultOpen={open}>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={title}
        description={description}
        size={size}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary">Save</Button>
          </>
        }
      >
        <Field label="Email">
          <Input type="email" />
        </Field>
        {body ? <p>{body}</p> : null}
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const Large: Story = { args: { open: true, size: 'lg' } };
export const LongContent: Story = {
  args: {
    open: true,
    title: 'A dialog title that is long enough to wrap onto a second line of the header',
    body: 'Paragraphs of text scroll inside the dialog body while the header and footer stay. '.repeat(40),
  },
};
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
