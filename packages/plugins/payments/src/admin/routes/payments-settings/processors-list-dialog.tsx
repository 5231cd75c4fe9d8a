import { Button, Dialog } from '@storeroom/ui';
import type { ProcessorState } from '../../../contract';
import { ProcessorsTable } from './processors-table';

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
        <ProcessorsTable
          caption="Payment processors"
          processors={processors}
          density="compact"
          column={{ header: 'Status', cell: (p) => (p.enabled ? 'Enabled' : 'Disabled') }}
          action={{ label: 'Set up', onClick: onChoose }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
