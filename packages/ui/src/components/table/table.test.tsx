import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';

function ItemsTable({ captionHidden = false }: { captionHidden?: boolean }) {
  return (
    <Table.Root density="compact">
      <Table.Caption visuallyHidden={captionHidden}>Items</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Product</Table.HeaderCell>
          <Table.HeaderCell align="center">Quantity</Table.HeaderCell>
          <Table.HeaderCell align="end">Price</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Blue mug</Table.Cell>
          <Table.Cell align="center">2</Table.Cell>
          <Table.Cell numeric>$24.00</Table.Cell>
        </Table.Row>
      </Table.Body>
      <Table.Foot>
        <Table.Row emphasis>
          <Table.HeaderCell scope="row" colSpan={2}>
            Total
          </Table.HeaderCell>
          <Table.Cell numeric>$24.00</Table.Cell>
        </Table.Row>
      </Table.Foot>
    </Table.Root>
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers and row cells', () => {
    render(<ItemsTable />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('data-density', 'compact');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Quantity', 'Price']);
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('data-align', 'end');
    const price = within(table).getAllByRole('cell', { name: '$24.00' })[0]!;
    expect(price).toHaveAttribute('data-numeric', '');
    expect(price).toHaveAttribute('data-align', 'end');
    expect(within(table).getByRole('cell', { name: 'Blue mug' })).toHaveAttribute('data-align', 'start');
  });

  it('marks a total row and gives its label a row header', () => {
    render(<ItemsTable />);
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(total).toHaveAttribute('scope', 'row');
    expect(total.closest('tr')).toHaveAttribute('data-emphasis', '');
  });

  it('keeps a visually hidden caption as the accessible name', () => {
    render(<ItemsTable captionHidden />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByText('Items')).toHaveClass('sr-visually-hidden');
  });
});
