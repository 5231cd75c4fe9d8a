import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

/** Notifications start 36 px from the top and last 5000 ms by default (spec 1 §9). */
export const TOAST_TOP_OFFSET = 36;
export const TOAST_DEFAULT_DURATION = 5000;

export interface ToastItem {
  id: string | number;
  variant?: ToastVariant;
  /** Optional bold first line. */
  title?: ReactNode;
  message: ReactNode;
  /** Milliseconds before it hides itself; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** One action button (e.g. Undo, Retry). */
  action?: { label: string; onClick: () => void };
}

export interface ToasterProps {
  /** The toasts to show, oldest first. The caller (core's notification service) owns the list. */
  toasts: ToastItem[];
  /** Called when a toast closes (timeout, swipe, close button, Escape) so the caller drops it. */
  onDismiss: (id: ToastItem['id']) => void;
  /** Distance from the top of the window in px (default 36). */
  offset?: number;
  /** Default lifetime in ms (default 5000). */
  duration?: number;
  /** Accessible label of the region (F8 focuses it). */
  label?: string;
}

const icons: Record<ToastVariant, ReactNode> = {
  success: <CheckCircle2 size={18} aria-hidden="true" />,
  error: <XCircle size={18} aria-hidden="true" />,
  warning: <AlertTriangle size={18} aria-hidden="true" />,
  info: <Info size={18} aria-hidden="true" />,
};

export interface ToastProps extends Omit<ToastItem, 'id'> {
  onClose: () => void;
}

/** One notification; lives inside a `Toaster`. Errors are announced assertively. */
export function Toast({ variant = 'info', title, message, duration, action, onClose }: ToastProps) {
  return (
    <RadixToast.Root
      className="sr-toast"
      data-variant={variant}
      duration={duration}
      type={variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span className="sr-toast__icon">{icons[variant]}</span>
      <div className="sr-toast__text">
        {title ? <RadixToast.Title className="sr-toast__title">{title}</RadixToast.Title> : null}
        <RadixToast.Description className="sr-toast__message">{message}</RadixToast.Description>
      </div>
      {action ? (
        <RadixToast.Action className="sr-toast__action" altText={action.label} onClick={action.onClick}>
          {action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className="sr-toast__close" aria-label="Dismiss notification">
        <X size={14} aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * The notification stack, presentational: it shows `toasts` and reports closes through
 * `onDismiss`; the core's notification service keeps the list and decides what to show.
 *
 * @example <Toaster toasts={toasts} onDismiss={(id) => remove(id)} />
 */
export function Toaster({
  toasts,
  onDismiss,
  offset = TOAST_TOP_OFFSET,
  duration = TOAST_DEFAULT_DURATION,
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  return (
    // The provider's label starts each announcement ("Notification Settings saved."); the
    // viewport's names the region, where `{hotkey}` becomes F8.
    <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
      {toasts.map(({ id, ...toast }) => (
        <Toast key={id} {...toast} onClose={() => onDismiss(id)} />
      ))}
      <RadixToast.Viewport className="sr-toaster" label={label} style={{ top: `${offset}px` }} />
    </RadixToast.Provider>
  );
}
