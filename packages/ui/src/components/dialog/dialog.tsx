import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useReturnFocus } from '../../lib/use-return-focus';

/** Root: holds open state (`open`/`defaultOpen`/`onOpenChange`). */
const Root = RadixDialog.Root;
/** The element that opens the dialog; use `asChild` to make a Button the trigger. */
const Trigger = RadixDialog.Trigger;
/** Any element that closes the dialog; use `asChild` around a Button. */
const Close = RadixDialog.Close;

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the title; also the dialog's accessible description. */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hides the corner close button (for dialogs that must be answered). */
  hideClose?: boolean;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
}

/**
 * The modal window: overlay, focus trap, Escape and outside click close it, focus returns to
 * the element that had it when the dialog opened (the trigger, or the button that set `open`). Renders in a portal at the modal z-index layer.
 */
const Content = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    description,
    size = 'md',
    hideClose = false,
    footer,
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="sr-dialog__overlay" />
      <RadixDialog.Content
        ref={ref}
        className={cx('sr-dialog', className)}
        data-size={size}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        // The dialog is the topmost layer: it takes pointer events from its first render, not one
        // render after the page under it lost them (Radix sets the layer's own value in a later
        // render; a click in between found the dialog's buttons inert, as ConfirmDialog's did).
        style={{ pointerEvents: 'auto', ...rest.style }}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {/* Not <header>/<footer>: in the portal (outside <main>) they would be page-level banner
            and contentinfo landmarks (axe landmark-no-duplicate-banner). */}
        <div className="sr-dialog__header">
          <RadixDialog.Title className="sr-dialog__title">{title}</RadixDialog.Title>
          {hideClose ? null : (
            <RadixDialog.Close className="sr-dialog__close" aria-label="Close">
              <X aria-hidden="true" size={16} />
            </RadixDialog.Close>
          )}
        </div>
        {description ? (
          <RadixDialog.Description className="sr-dialog__description">{description}</RadixDialog.Description>
        ) : null}
        {children ? <div className="sr-dialog__body">{children}</div> : null}
        {footer ? <div className="sr-dialog__footer">{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/**
 * Modal dialog, compound: `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Close`.
 *
 * @example
 * <Dialog.Root>
 *   <Dialog.Trigger asChild><Button>Edit</Button></Dialog.Trigger>
 *   <Dialog.Content title="Edit customer" footer={<Dialog.Close asChild><Button>Done</Button></Dialog.Close>}>
 *     ...
 *   </Dialog.Content>
 * </Dialog.Root>
 */
export const Dialog = { Root, Trigger, Content, Close };
/** Alias: a modal is a dialog. */
export const Modal = Dialog;
export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
