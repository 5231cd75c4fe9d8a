import { Dialog as RadixDialog } from 'radix-ui';
import { createContext, forwardRef, useContext } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '../../lib/cx';

const ModalContext = createContext(true);

export type SidePanelRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

/**
 * Holds open state. `modal={false}` leaves the page behind usable (the grid stays scrollable
 * and clickable while a row's detail is open, spec 2 §2); modal panels dim and trap focus.
 */
function Root({ modal = true, ...rest }: SidePanelRootProps) {
  return (
    <ModalContext.Provider value={modal}>
      <RadixDialog.Root modal={modal} {...rest} />
    </ModalContext.Provider>
  );
}
const Trigger = RadixDialog.Trigger;
const Close = RadixDialog.Close;

export interface SidePanelContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
  side?: 'right' | 'left';
  /** Panel width in px or any CSS length (default 480 px; full width below 767 px). */
  width?: number | string;
  /** Toolbar next to the title (save, delete, ...). */
  actions?: ReactNode;
  footer?: ReactNode;
}

/**
 * The side panel (drawer): a dialog that slides in from the edge. Compound like Dialog:
 * `SidePanel.Root` (`open`/`defaultOpen`/`onOpenChange`, `modal`), `SidePanel.Trigger`,
 * `SidePanel.Content`, `SidePanel.Close`.
 */
const Content = forwardRef<HTMLDivElement, SidePanelContentProps>(function SidePanelContent(
  { title, description, side = 'right', width = 480, actions, footer, className, style, children, ...rest },
  ref,
) {
  const modal = useContext(ModalContext);
  return (
    <RadixDialog.Portal>
      {modal ? <RadixDialog.Overlay className="sr-dialog__overlay sr-side-panel__overlay" /> : null}
      <RadixDialog.Content
        ref={ref}
        className={cx('sr-side-panel', className)}
        data-side={side}
        style={{ width: typeof width === 'number' ? `${width}px` : width, ...style }}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(modal ? {} : { onInteractOutside: (event: Event) => event.preventDefault() })}
        {...rest}
      >
        {/* Not <header>/<footer>: in the portal (outside <main>) they would be page-level banner
            and contentinfo landmarks (axe landmark-no-duplicate-banner). */}
        <div className="sr-side-panel__header">
          <RadixDialog.Title className="sr-side-panel__title">{title}</RadixDialog.Title>
          <div className="sr-side-panel__actions">
            {actions}
            <RadixDialog.Close className="sr-dialog__close" aria-label="Close panel">
              <X aria-hidden="true" size={16} />
            </RadixDialog.Close>
          </div>
        </div>
        {description ? (
          <RadixDialog.Description className="sr-dialog__description">{description}</RadixDialog.Description>
        ) : null}
        <div className="sr-side-panel__body">{children}</div>
        {footer ? <div className="sr-side-panel__footer">{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

export const SidePanel = { Root, Trigger, Content, Close };
/** Alias: a drawer is a side panel. */
export const Drawer = SidePanel;
