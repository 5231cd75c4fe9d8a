import type { ReactNode } from 'react';
import { Badge, Button, Table } from '@storeroom/ui';
import type { ProcessorState } from '../../../contract';

export interface ProcessorsTableProps {
  /** The table's name for screen readers. */
  caption: string;
  processors: readonly ProcessorState[];
  /** The second column: its heading and each processor's cell. */
  column: { header: string; cell: (processor: ProcessorState) => ReactNode };
  /** The row's button: its text, and what it does. */
  action: { label: string; onClick: (processor: ProcessorState) => void };
  density?: 'compact';
}

/**
 * Payment processors in a table: the name (the sandbox labelled), one column of state and a
 * button per row. The settings page lists the enabled ones, the list modal every one.
 */
export function ProcessorsTable({ caption, processors, column, action, density }: ProcessorsTableProps) {
  return (
    <Table.Root density={density}>
      <Table.Caption visuallyHidden>{caption}</Table.Caption>
      <Table.Columns
        columns={['Processor', column.header, { label: 'Actions', align: 'end', visuallyHidden: true }]}
      />
      <Table.Body>
        {processors.map((p) => (
          <Table.Row key={p.processor}>
            <Table.Cell>
              {p.label} {p.processor === 'sandbox' ? <Badge tone="warning">Sandbox</Badge> : null}
            </Table.Cell>
            <Table.Cell>{column.cell(p)}</Table.Cell>
            <Table.Cell align="end">
              <Button onClick={() => action.onClick(p)} aria-label={`${action.label} ${p.label}`}>
                {action.label}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
