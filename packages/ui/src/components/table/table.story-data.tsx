/** Story data of Table (its stories and tests): an order's items with a total row. */
import { Table } from './table';
import type { TableRootProps } from './table';

export const TABLE_ITEMS = [
  { product: 'Blue mug', sku: 'MUG-BLUE', quantity: 2, price: '$24.00' },
  { product: 'Tea towel (linen, natural)', sku: 'TOWEL-NAT', quantity: 1, price: '$9.50' },
  { product: 'Gift card', sku: 'GIFT-25', quantity: 1, price: '$25.00' },
];

/** The items table: caption "Items", four columns (three without `withSku`), one row per item and a total row. */
export function ItemsTable({
  captionHidden = false,
  withSku = true,
  ...props
}: TableRootProps & { captionHidden?: boolean; withSku?: boolean }) {
  return (
    <Table.Root {...props}>
      <Table.Caption visuallyHidden={captionHidden}>Items</Table.Caption>
      <Table.Columns
        columns={[
          'Product',
          withSku && 'SKU',
          { label: 'Quantity', align: 'center' },
          { label: 'Price', align: 'end' },
        ]}
      />
      <Table.Body>
        {TABLE_ITEMS.map((item) => (
          <Table.Row key={item.sku}>
            <Table.Cell>{item.product}</Table.Cell>
            {withSku ? <Table.Cell>{item.sku}</Table.Cell> : null}
            <Table.Cell align="center">{item.quantity}</Table.Cell>
            <Table.Cell numeric>{item.price}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Foot>
        <Table.Row emphasis>
          <Table.HeaderCell scope="row" colSpan={withSku ? 3 : 2}>
            Total
          </Table.HeaderCell>
          <Table.Cell numeric>$58.50</Table.Cell>
        </Table.Row>
      </Table.Foot>
    </Table.Root>
  );
}
