import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { RichTextEditor } from './rich-text-editor';

const meta = {
  title: 'UI/Editors/RichTextEditor',
  component: RichTextEditor,
  args: {
    'aria-label': 'Product description',
    defaultValue:
      '<h2>Warm tent</h2><p>Sleeps <strong>four</strong>, packs small.</p><ul><li><p>Waterproof</p></li><li><p>2.4 kg</p></li></ul>',
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: '', placeholder: 'Describe the product' } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Error: Story = {
  args: { 'aria-label': undefined, defaultValue: '' },
  render: (args) => (
    <Field label="Message" error="Message can not be blank. Please type a message.">
      <RichTextEditor {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: { defaultValue: `<p>${'A long paragraph of product copy. '.repeat(80)}</p>` },
};
export const Dark: Story = { globals: { theme: 'dark' } };
