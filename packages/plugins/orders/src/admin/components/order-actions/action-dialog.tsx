import type { ReactNode } from 'react';
import { Button, Dialog, FormErrors, Inline, Stack } from '@storeroom/ui';
import type { ActionFormState } from './use-action-form';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name of the dialog and of its form. */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  tone?: 'default' | 'danger';
  /** The action's form (`useActionForm`): its submit, busy state and unplaced messages. */
  action: ActionFormState;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

/**
 * The frame of every order action modal (spec 2 §2 modals): a form with the spec's validation
 * messages, Cancel and the action button; bad input or a refused call keeps the dialog open
 * with the input as typed and the messages shown (STYLE.md rule 12).
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  tone = 'default',
  action,
  size = 'md',
  children,
}: ActionDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) action.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Content title={title} size={size}>
        <form aria-label={title} noValidate onSubmit={(event) => void action.submit(event)}>
          <Stack gap={3}>
            {children}
            <FormErrors messages={action.general} />
            <Inline justify="end">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={action.busy}>
                {submitLabel}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
