import { useState } from 'react';
import { Button, Dialog, Field, Input, RadioGroup, Select } from '@storeroom/ui';
import { PRODUCTS_MESSAGES } from '../../../contract';
import type { TabRemoval } from '../../../contract';

export interface DeleteTabDialogProps {
  /** The tab being deleted. */
  tab: string;
  /** How many products hold content under it. */
  usage: number;
  /** The tabs that stay (targets of a move). */
  others: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (choice: TabRemoval) => void;
}

/**
 * "Delete description tab" (spec 3 §2): the tab holds content in some products, so its content
 * moves to an existing tab, to a new tab (a unique name, case-insensitive, spec 3 §5), or is
 * deleted. The server applies the choice to every product in one transaction on save.
 */
export function DeleteTabDialog({ tab, usage, others, open, onOpenChange, onConfirm }: DeleteTabDialogProps) {
  const [action, setAction] = useState<TabRemoval['action']>(others.length > 0 ? 'move' : 'new');
  const [target, setTarget] = useState(others[0] ?? '');
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const confirm = () => {
    if (action === 'delete') return onConfirm({ tab, action });
    if (action === 'move') return onConfirm({ tab, action, to: target });
    const name = newName.trim();
    if (name === '') return setError(PRODUCTS_MESSAGES.tabRequired);
    if ([...others, tab].some((o) => o.toLowerCase() === name.toLowerCase()))
      return setError(PRODUCTS_MESSAGES.tabDuplicate);
    onConfirm({ tab, action, to: name });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`Delete tab "${tab}"`}
        description={`${usage} product(s) have content in this tab. What should happen to it?`}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm}>
              Delete tab
            </Button>
          </>
        }
      >
        <RadioGroup
          label="Content of the tab"
          value={action}
          onValueChange={(v) => setAction(v as TabRemoval['action'])}
          options={[
            ...(others.length > 0 ? [{ value: 'move', label: 'Move it to an existing tab' }] : []),
            { value: 'new', label: 'Move it to a new tab' },
            { value: 'delete', label: 'Delete it' },
          ]}
        />
        {action === 'move' ? (
          <Field label="Existing tab">
            <Select
              options={others.map((o) => ({ value: o, label: o }))}
              value={target}
              onValueChange={setTarget}
            />
          </Field>
        ) : null}
        {action === 'new' ? (
          <Field label="New tab name" error={error}>
            <Input value={newName} onChange={(e) => setNewName(e.target.value)} />
          </Field>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
