import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './table';
import type { TableRootProps } from './table';

const items = [
  { product: 'Blue mug', sku: 'MUG-BLUE', quantity: 2, price: '$24.00' },
  { product: 'Tea towel (linen, natural)', sku: 'TOWEL-NAT', quantity: 1, price: '$9.50' },
  { product: 'Gift card', sku: 'GIFT-25', quantity: 1, price: '$25.00' },
];

const meta = {
  title: 'UI/Table',
  component: Table.Root,
  args: { density: 'default' },
  argTypes: { density: { control: 'inline-radio', options: ['default', 'compact'] } },
  render: (args) => (
    <Table.Root {...args}>
      <Table.Caption>Items</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Product</Table.HeaderCell>
          <Table.HeaderCell>SKU</Table.HeaderCell>
          <Table.HeaderCell align="center">Quantity</Table.HeaderCell>
          <Table.HeaderCell align="end">Price</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {items.map((item) => (
          <Table.Row key={item.sku}>
            <Table.Cell>{item.product}</Table.Cell>
            <Table.Cell>{item.sku}</Table.Cell>
            <Table.Cell align="center">{item.quantity}</Table.Cell>
            <Table.Cell numeric>{item.price}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Foot>
        <Table.Row emphasis>
          <Table.HeaderCell scope="row" colSpan={3}>
            Total
          </Table.HeaderCell>
          <Table.Cell numeric>$58.50</Table.Cell>
        </Table.Row>
      </Table.Foot>
    </Table.Root>
  ),
} satisfies Meta<TableRootProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Tighter cells, for print views and panels. */
export const Compact: Story = { args: { density: 'compact' } };
export const Dark: Story = { globals: { theme: 'dark' } };
