import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { SidePanel } from './side-panel';

interface Args {
  title: string;
  open?: boolean;
  modal: boolean;
  side: 'left' | 'right';
  width: number;
  long: boolean;
}

const meta = {
  title: 'UI/Overlays/SidePanel',
  args: { title: 'Order #1001', modal: true, side: 'right', width: 480, long: false },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: { control: { type: 'range', min: 320, max: 900, step: 20 } },
  },
  render: ({ title, open, modal, side, width, long }) => (
    <SidePanel.Root defaultOpen={open} modal={modal}>
      <SidePanel.Trigger asChild>
        <Button>Open panel</Button>
      </SidePanel.Trigger>
      <SidePanel.Content
        title={title}
        side={side}
        width={width}
        actions={<Button variant="primary">Save</Button>}
        footer={
          <SidePanel.Close asChild>
            <Button>Close</Button>
          </SidePanel.Close>
        }
      >
        <Field label="Customer email">
          <Input defaultValue="jane@example.com" />
        </Field>
        {long ? <p>{'Order history entry. '.repeat(300)}</p> : null}
      </SidePanel.Content>
    </SidePanel.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const NonModal: Story = { args: { open: true, modal: false } };
export const Left: Story = { args: { open: true, side: 'left' } };
export const LongContent: Story = { args: { open: true, long: true } };
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
