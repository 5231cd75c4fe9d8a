import { forwardRef } from 'react';
import type {
  HTMLAttributes,
  ReactNode,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';

/** Horizontal alignment of a cell; `end` with `numeric` for money and quantities. */
export type TableCellAlign = 'start' | 'center' | 'end';

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** `compact` tightens the cell padding (print views, tables inside panels). */
  density?: 'default' | 'compact';
}

const Root = forwardRef<HTMLTableElement, TableRootProps>(function TableRoot(
  { density = 'default', className, ...rest },
  ref,
) {
  return <table ref={ref} className={cx('sr-table', className)} data-density={density} {...rest} />;
});

export interface TableCaptionProps extends HTMLAttributes<HTMLTableCaptionElement> {
  /** Keeps the caption for screen readers only (it still names the table). */
  visuallyHidden?: boolean;
}

const Caption = forwardRef<HTMLTableCaptionElement, TableCaptionProps>(function TableCaption(
  { visuallyHidden = false, className, ...rest },
  ref,
) {
  return (
    <caption
      ref={ref}
      className={cx('sr-table__caption', visuallyHidden && 'sr-visually-hidden', className)}
      {...rest}
    />
  );
});

const Head = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableHead(
  { className, ...rest },
  ref,
) {
  return <thead ref={ref} className={cx('sr-table__head', className)} {...rest} />;
});

const Body = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableBody(
  { className, ...rest },
  ref,
) {
  return <tbody ref={ref} className={cx('sr-table__body', className)} {...rest} />;
});

const Foot = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableFoot(
  { className, ...rest },
  ref,
) {
  return <tfoot ref={ref} className={cx('sr-table__foot', className)} {...rest} />;
});

export interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** Stands out (bold, a rule above): a total row. */
  emphasis?: boolean;
}

const Row = forwardRef<HTMLTableRowElement, TableRowProps>(function TableRow(
  { emphasis = false, className, ...rest },
  ref,
) {
  return (
    <tr
      ref={ref}
      className={cx('sr-table__row', className)}
      data-emphasis={emphasis ? '' : undefined}
      {...rest}
    />
  );
});

export interface TableHeaderCellProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> {
  align?: TableCellAlign;
}

/** A header cell; `scope` is `col` unless given (`row` for a row's label). */
const HeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(function TableHeaderCell(
  { align = 'start', scope = 'col', className, ...rest },
  ref,
) {
  return (
    <th
      ref={ref}
      scope={scope}
      className={cx('sr-table__header-cell', className)}
      data-align={align}
      {...rest}
    />
  );
});

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  align?: TableCellAlign;
  /** Tabular figures, aligned to the end unless `align` says otherwise. */
  numeric?: boolean;
}

const Cell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { align, numeric = false, className, ...rest },
  ref,
) {
  return (
    <td
      ref={ref}
      className={cx('sr-table__cell', className)}
      data-align={align ?? (numeric ? 'end' : 'start')}
      data-numeric={numeric ? '' : undefined}
      {...rest}
    />
  );
});

/** A column of `Table.Columns`: its header's label and alignment. */
export interface TableColumn {
  label: ReactNode;
  align?: TableCellAlign;
  /** Keeps the label for screen readers only (a column of row actions). */
  visuallyHidden?: boolean;
  /** The React key (default: the label when it is a string, else the position). */
  key?: string;
}

export interface TableColumnsProps {
  /** The columns in order: a label, or a label with its alignment; `false`/`null` leave a column out (e.g. one the user may not use). */
  columns: readonly (string | TableColumn | false | null | undefined)[];
}

/**
 * The head of a table whose column headers are plain labels: one header row, a `Table.HeaderCell`
 * (`scope="col"`) per column. Write `Table.Head` by hand for anything else (two header rows, a
 * select-all checkbox).
 *
 * @example
 * <Table.Columns columns={['Item', { label: 'Price', align: 'end' }, canEdit && 'Actions']} />
 */
function Columns({ columns }: TableColumnsProps) {
  return (
    <Head>
      <Row>
        {columns.map((column, index) => {
          if (!column) return null;
          const { label, align, visuallyHidden, key } =
            typeof column === 'string' ? { label: column } : column;
          return (
            <HeaderCell key={key ?? (typeof label === 'string' ? label : index)} align={align}>
              {visuallyHidden ? <span className="sr-visually-hidden">{label}</span> : label}
            </HeaderCell>
          );
        })}
      </Row>
    </Head>
  );
}

/**
 * A static table (no sorting, paging or selection: that is `DataGrid`): the items of a print
 * view, the lines of an invoice, a short list inside a panel. Compound: `Table.Root`
 * (`density`), `Table.Caption` (names the table; `visuallyHidden` keeps it for screen readers),
 * `Table.Head`, `Table.Columns` (a head of plain column labels), `Table.Body`, `Table.Foot`,
 * `Table.Row` (`emphasis`), `Table.HeaderCell` (`scope`, `align`), `Table.Cell` (`align`,
 * `numeric`). State is in data attributes.
 *
 * @example
 * <Table.Root>
 *   <Table.Caption>Items</Table.Caption>
 *   <Table.Head>
 *     <Table.Row>
 *       <Table.HeaderCell>Product</Table.HeaderCell>
 *       <Table.HeaderCell align="end">Price</Table.HeaderCell>
 *     </Table.Row>
 *   </Table.Head>
 *   <Table.Body>
 *     <Table.Row>
 *       <Table.Cell>Blue mug</Table.Cell>
 *       <Table.Cell numeric>$12.00</Table.Cell>
 *     </Table.Row>
 *   </Table.Body>
 * </Table.Root>
 */
export const Table = { Root, Caption, Head, Columns, Body, Foot, Row, HeaderCell, Cell };
