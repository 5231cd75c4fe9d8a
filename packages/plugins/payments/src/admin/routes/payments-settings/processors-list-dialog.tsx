import { Badge, Button, Dialog, Table } from '@storeroom/ui';
import type { ProcessorState } from '../../../contract';

export interface ProcessorsListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  processors: readonly ProcessorState[];
  /** Opens the chosen processor's settings. */
  onChoose: (processor: ProcessorState) => void;
}

/** "Payment processors list" (spec 2 §2 modals): every processor, to set one up. */
export function ProcessorsListDialog({
  open,
  onOpenChange,
  processors,
  onChoose,
}: ProcessorsListDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Payment processors"
        footer={
          <Dialog.Close asChild>
            <Button>Close</Button>
          </Dialog.Close>
        }
      >
        <Table.Root density="compact">
          <Table.Caption visuallyHidden>Payment processors</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Processor</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell align="end">
                <span className="sr-only">Actions</span>
              </Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {processors.map((p) => (
              <Table.Row key={p.processor}>
                <Table.Cell>
                  {p.label} {p.processor === 'sandbox' ? <Badge tone="warning">Sandbox</Badge> : null}
                </Table.Cell>
                <Table.Cell>{p.enabled ? 'Enabled' : 'Disabled'}</Table.Cell>
                <Table.Cell align="end">
                  <Button onClick={() => onChoose(p)} aria-label={`Set up ${p.label}`}>
                    Set up
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
