import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useControllableState } from '../../lib/use-controllable';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from '../button/button';

/** The spec's default deletion question (spec 2 §8, spec 3 §8). */
export const DEFAULT_CONFIRM_MESSAGE = 'Are you sure you want to delete it?';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional trigger element (wrapped with `asChild`, so pass a Button). */
  trigger?: ReactNode;
  /** Heading; defaults to "Please confirm". */
  title?: ReactNode;
  /** The question; defaults to "Are you sure you want to delete it?". */
  message?: ReactNode;
  /** Confirm button text; the spec's confirmations say Yes/No. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red (deletions). */
  tone?: 'default' | 'danger';
  /**
   * Runs on confirm. When it returns a promise the confirm button shows a busy state and the
   * dialog closes only after it resolves; a rejection keeps it open so the caller can report.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A yes/no question in an alert dialog: focus starts on the safe answer (No), Escape cancels.
 *
 * @example <ConfirmDialog trigger={<Button>Delete</Button>} tone="danger" onConfirm={remove} />
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title = 'Please confirm',
  message = DEFAULT_CONFIRM_MESSAGE,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus({});

  const confirm = async () => {
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setBusy(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // The caller reports the failure (toast); the dialog stays open so the user can retry.
      } finally {
        setBusy(false);
      }
    } else {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sr-dialog__overlay" />
        <AlertDialog.Content
          className="sr-dialog"
          data-size="sm"
          data-tone={tone}
          // The question is always the topmost layer: it takes pointer events from its first
          // render, not one render after the page under it lost them (Radix sets the layer's
          // own value in a later render, and a click in between found the Yes button inert).
          style={{ pointerEvents: 'auto' }}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="sr-dialog__header">
            <AlertDialog.Title className="sr-dialog__title">{title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description className="sr-dialog__description sr-confirm__message">
            {message}
          </AlertDialog.Description>
          <div className="sr-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button disabled={busy}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => {
                void confirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
