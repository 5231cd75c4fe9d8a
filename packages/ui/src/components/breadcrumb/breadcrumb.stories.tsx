import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Products', href: '#products' },
      { label: 'Collections', href: '#collections' },
      { label: 'Summer' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Single: Story = { args: { items: [{ label: 'Dashboard' }] } };
export const LongContent: Story = {
  args: {
    items: [
      { label: 'Settings', href: '#settings' },
      { label: 'Themes', href: '#themes' },
      { label: 'A theme with a very long name that wraps in narrow layouts', href: '#theme' },
      { label: 'templates/products/single-product-with-variants.twig' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
