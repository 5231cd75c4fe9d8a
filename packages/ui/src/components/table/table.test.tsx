import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';
import { ItemsTable } from './table.story-data';

describe('Table', () => {
  it('is a table named by its caption, with column headers and row cells', () => {
    render(<ItemsTable density="compact" />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('data-density', 'compact');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'SKU', 'Quantity', 'Price']);
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('data-align', 'end');
    const price = within(table).getAllByRole('cell', { name: '$24.00' })[0]!;
    expect(price).toHaveAttribute('data-numeric', '');
    expect(price).toHaveAttribute('data-align', 'end');
    expect(within(table).getByRole('cell', { name: 'Blue mug' })).toHaveAttribute('data-align', 'start');
  });

  it('leaves out a column given as false', () => {
    render(<ItemsTable withSku={false} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Quantity', 'Price']);
    expect(within(table).getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute(
      'data-align',
      'center',
    );
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toHaveAttribute('scope', 'col');
  });

  it("keeps a visually hidden column label as the header's accessible name", () => {
    render(
      <Table.Root aria-label="Invoices">
        <Table.Columns columns={['Invoice', { label: 'Actions', visuallyHidden: true }]} />
      </Table.Root>,
    );
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).getByText('Actions')).toHaveClass('sr-visually-hidden');
  });

  it('marks a total row and gives its label a row header', () => {
    render(<ItemsTable density="compact" />);
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(total).toHaveAttribute('scope', 'row');
    expect(total.closest('tr')).toHaveAttribute('data-emphasis', '');
  });

  it('keeps a visually hidden caption as the accessible name', () => {
    render(<ItemsTable density="compact" captionHidden />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByText('Items')).toHaveClass('sr-visually-hidden');
  });
});
