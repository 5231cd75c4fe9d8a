import { Table } from '@storeroom/ui';

/** A transfer line's first two cells: the product with its variant, and the SKU. */
export function ItemCells({ item }: { item: { title: string; variant: string; sku: string } }) {
  return (
    <>
      <Table.Cell>
        {item.title}
        {item.variant ? ` · ${item.variant}` : ''}
      </Table.Cell>
      <Table.Cell>{item.sku}</Table.Cell>
    </>
  );
}
