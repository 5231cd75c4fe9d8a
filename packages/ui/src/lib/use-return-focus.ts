import { useRef } from 'react';

/**
 * Gives the focus back, on close, to the element that had it when a dialog opened. Radix
 * returns it to the dialog's `Trigger` only: a dialog opened from state (a menu item, an
 * action button that re-renders, a keyboard shortcut) would otherwise leave the focus on the
 * page's body. Pass the handlers to Radix's `Content`; the caller's own handlers run first and
 * may `preventDefault()` to take over.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Runs before the dialog moves the focus in: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
