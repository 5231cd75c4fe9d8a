/** Story data of Table (its stories and tests): an order's items with a total row. */
import { Table } from './table';
import type { TableRootProps } from './table';

export const TABLE_ITEMS = [
  { product: 'Blue mug', sku: 'MUG-BLUE', quantity: 2, price: '$24.00' },
  { product: 'Tea towel (linen, natural)', sku: 'TOWEL-NAT', quantity: 1, price: '$9.50' },
  { product: 'Gift card', sku: 'GIFT-25', quantity: 1, price: '$25.00' },
];

/** The items table: caption "Items", four columns, one row per item and a total row. */
export function ItemsTable({
  captionHidden = false,
  ...props
}: TableRootProps & { captionHidden?: boolean }) {
  return (
    <Table.Root {...props}>
      <Table.Caption visuallyHidden={captionHidden}>Items</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Product</Table.HeaderCell>
          <Table.HeaderCell>SKU</Table.HeaderCell>
          <Table.HeaderCell align="center">Quantity</Table.HeaderCell>
          <Table.HeaderCell align="end">Price</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {TABLE_ITEMS.map((item) => (
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
  );
}
