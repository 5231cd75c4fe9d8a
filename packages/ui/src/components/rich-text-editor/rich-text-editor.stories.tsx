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
export const WithLinkAndImage: Story = {
  args: {
    defaultValue:
      '<p>Read the <a href="https://storeroom.test/care">care guide</a> before the first trip.</p><img src="data:image/svg+xml;utf8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22160%22 height=%2290%22%3E%3Crect width=%22160%22 height=%2290%22 fill=%22%23a3c9a8%22/%3E%3C/svg%3E" alt="Green tent">',
  },
};
