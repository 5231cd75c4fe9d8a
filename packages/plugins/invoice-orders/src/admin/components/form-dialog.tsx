import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, FormErrors, Stack } from '@storeroom/ui';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The primary button's label ("Add item", "Send invoice"). */
  submitLabel: string;
  /** The form's submit handler (`form.handleSubmit(...)`). */
  onSubmit: (event?: FormEvent) => unknown;
  busy?: boolean;
  /** Messages of a failed save that belong to no field. */
  errors?: readonly string[];
  /** The Cancel button's action (default: close the dialog). */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The invoice editor's modal forms (items, customer, payment, email): the fields, the messages
 * that belong to no field, Cancel and the primary action. Enter in a field submits.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  busy = false,
  errors = [],
  onCancel,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={title}
        description={description}
        footer={
          <>
            {onCancel ? (
              <Button onClick={onCancel}>Cancel</Button>
            ) : (
              <Dialog.Close asChild>
                <Button>Cancel</Button>
              </Dialog.Close>
            )}
            <Button type="submit" form={formId} variant="primary" loading={busy}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event: FormEvent) => {
            // The dialog is portalled out of the page's form, but React still bubbles to it.
            event.preventDefault();
            event.stopPropagation();
            void onSubmit(event);
          }}
        >
          <Stack>
            {children}
            <FormErrors messages={[...errors]} />
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
