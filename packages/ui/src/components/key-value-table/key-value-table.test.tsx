import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyValueTable } from './key-value-table';

const rows = [
  { label: 'Subtotal', value: '$10.00', numeric: true },
  { label: 'Shipping', value: '$2.00', numeric: true },
  { label: 'Total', value: '$12.00', numeric: true, emphasis: true },
];

describe('KeyValueTable', () => {
  it('is a table of rows, each labelled by a row header', () => {
    render(<KeyValueTable caption="Totals" rows={rows} />);
    const table = screen.getByRole('table', { name: 'Totals' });
    const tableRows = within(table).getAllByRole('row');
    expect(tableRows).toHaveLength(3);
    expect(tableRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Subtotal',
      'Shipping',
      'Total',
    ]);
    expect(within(tableRows[1]!).getByRole('cell')).toHaveTextContent('$2.00');
    expect(within(tableRows[1]!).getByRole('cell')).toHaveAttribute('data-numeric', '');
    expect(tableRows[2]).toHaveAttribute('data-emphasis', '');
    expect(within(table).queryByRole('columnheader')).not.toBeInTheDocument();
  });

  it('adds column headers when asked and can be named without a visible caption', () => {
    render(
      <KeyValueTable
        aria-label="Product properties"
        columns={{ label: 'Property', value: 'Value' }}
        rows={[
          { label: 'SKU', value: 'MUG-BLUE' },
          { label: 'Weight', value: '0.4 lb' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Product properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Property', 'Value']);
    expect(within(table).getByRole('rowheader', { name: 'SKU' })).toBeInTheDocument();
    expect(table).toHaveClass('sr-table', 'sr-kv-table');
  });
});
