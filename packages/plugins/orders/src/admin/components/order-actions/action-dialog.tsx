import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { errorMessages, fieldErrors, isAbortError } from '@storeroom/core';
import { Button, Dialog, FormErrors } from '@storeroom/ui';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name of the dialog and of its form. */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  tone?: 'default' | 'danger';
  /**
   * Runs the action. Return field errors (or throw an ApiError whose `errors` carry them) to
   * keep the dialog open with the messages; resolve to close it.
   */
  onSubmit: () => Promise<Record<string, string> | void> | Record<string, string> | void;
  /** Field errors shown by the caller next to its fields; the rest are listed under them. */
  fields?: readonly string[];
  onErrors?: (fields: Record<string, string>) => void;
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
  onSubmit,
  fields = [],
  onErrors,
  size = 'md',
  children,
}: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGeneral([]);
    onErrors?.({});
    setBusy(true);
    try {
      const local = await onSubmit();
      if (local && Object.keys(local).length > 0) {
        const known = Object.fromEntries(Object.entries(local).filter(([k]) => fields.includes(k)));
        onErrors?.(known);
        setGeneral(
          Object.entries(local)
            .filter(([k]) => !fields.includes(k))
            .map(([, m]) => m),
        );
        return;
      }
      onOpenChange(false);
    } catch (error) {
      if (isAbortError(error)) return;
      const byField = fieldErrors(error);
      const known: Record<string, string> = {};
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(byField)) {
        if (fields.includes(field) && messages[0]) known[field] = messages[0];
        else rest.push(...messages);
      }
      onErrors?.(known);
      setGeneral(Object.keys(byField).length > 0 ? rest : errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setGeneral([]);
        onOpenChange(next);
      }}
    >
      <Dialog.Content title={title} size={size}>
        <form
          aria-label={title}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="sr-orders-form"
        >
          {children}
          <FormErrors messages={general} />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
