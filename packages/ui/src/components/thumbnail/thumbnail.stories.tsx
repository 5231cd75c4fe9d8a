import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../inline/inline';
import { Stack } from '../stack/stack';
import { Thumbnail } from './thumbnail';

/** A picture drawn inline, so the story needs no network. */
const SHIRT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#9db4c0"/><path d="M40 15l20 10 20-10 20 15-10 15-10-5v35H40V40l-10 5-10-15z" fill="#f4f1de"/></svg>',
  );

const meta = {
  title: 'UI/Layout/Thumbnail',
  component: Thumbnail,
  args: { src: SHIRT, alt: 'Linen shirt' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide picture is cropped to fill the square. */
export const Default: Story = {};
export const NoPicture: Story = { args: { src: null } };
export const Sizes: Story = {
  render: (args) => (
    <Inline gap={3} align="end">
      <Thumbnail {...args} size="sm" />
      <Thumbnail {...args} size="md" />
      <Thumbnail {...args} size="lg" />
      <Thumbnail {...args} src={null} size="lg" />
    </Inline>
  ),
};
/**
 * In a list row: the picture beside the title, empty squares keep the rows aligned. The alt
 * text says what the picture shows, not the title beside it (screen readers would hear it twice).
 */
export const InAList: Story = {
  render: () => (
    <Stack as="ul" gap={2}>
      <Inline as="li" align="start">
        <Thumbnail src={SHIRT} alt="A folded shirt on a blue background" />
        <span>Linen shirt</span>
      </Inline>
      <Inline as="li" align="start">
        <Thumbnail src={null} alt="Gift card" />
        <span>Gift card</span>
      </Inline>
    </Stack>
  ),
};
export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
