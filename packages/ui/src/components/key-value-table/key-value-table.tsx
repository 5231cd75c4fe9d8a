import { forwardRef } from 'react';
import type { Key, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Table } from '../table/table';
import type { TableRootProps } from '../table/table';

/** One label/value row of a `KeyValueTable`. */
export interface KeyValueRow {
  label: ReactNode;
  value: ReactNode;
  /** React key; defaults to the label when it is a string, else the index. */
  key?: Key;
  /** Tabular figures at the end of the cell: money, quantities. */
  numeric?: boolean;
  /** Stands out (bold, a rule above): a total row. */
  emphasis?: boolean;
}

export interface KeyValueTableProps extends Omit<TableRootProps, 'children'> {
  rows: readonly KeyValueRow[];
  /** Names the table (a visible caption); give it or `aria-label`. */
  caption?: ReactNode;
  /** Keeps the caption for screen readers only. */
  captionHidden?: boolean;
  /** Column headers; without them the table has row headers only (the labels). */
  columns?: { label: ReactNode; value: ReactNode };
}

/**
 * A static table of label/value rows: each label is a row header (`<th scope="row">`), so a
 * screen reader announces "Shipping, $5.00" as it moves along a row. For order totals, a
 * record's properties, the figures of a report. Rows with `numeric` align their value to the
 * end; `emphasis` marks a total.
 *
 * @example
 * <KeyValueTable
 *   caption="Totals"
 *   rows={[
 *     { label: 'Subtotal', value: '$10.00', numeric: true },
 *     { label: 'Total', value: '$12.00', numeric: true, emphasis: true },
 *   ]}
 * />
 */
export const KeyValueTable = forwardRef<HTMLTableElement, KeyValueTableProps>(function KeyValueTable(
  { rows, caption, captionHidden = false, columns, className, ...rest },
  ref,
) {
  return (
    <Table.Root ref={ref} className={cx('sr-kv-table', className)} {...rest}>
      {caption ? <Table.Caption visuallyHidden={captionHidden}>{caption}</Table.Caption> : null}
      {columns ? (
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{columns.label}</Table.HeaderCell>
            <Table.HeaderCell align={rows.some((r) => r.numeric) ? 'end' : 'start'}>
              {columns.value}
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
      ) : null}
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row
            key={row.key ?? (typeof row.label === 'string' ? row.label : index)}
            emphasis={row.emphasis}
          >
            <Table.HeaderCell scope="row">{row.label}</Table.HeaderCell>
            <Table.Cell numeric={row.numeric}>{row.value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
});
