import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { MultiSelect, TagInput } from './tag-input';

const meta = {
  title: 'UI/Forms/TagInput',
  component: TagInput,
  args: { 'aria-label': 'Tags', defaultValue: ['summer', 'sale'], placeholder: 'Add a tag' },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: [] } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Tags" error="Add at least one tag.">
      <TagInput {...args} defaultValue={[]} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: { defaultValue: Array.from({ length: 30 }, (_, i) => `tag-with-a-long-name-${i + 1}`) },
};
export const MultiSelectStory: Story = {
  name: 'MultiSelect',
  render: () => (
    <MultiSelect
      aria-label="Collections"
      options={['Summer', 'Winter', 'Outdoor', 'Kitchen'].map((c) => ({ value: c.toLowerCase(), label: c }))}
      defaultValue={['summer']}
    />
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
