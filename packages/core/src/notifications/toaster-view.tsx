import { Toaster as UiToaster } from '@storeroom/ui';
import type { ToastItem } from '@storeroom/ui';
import { useEffect, useMemo } from 'react';
import { TOAST_TOP_OFFSET_PX } from './toast-service';
import type { Toast, ToastService } from './toast-service';

/** The design system's Toaster fed by the service (loaded with the first toast). */
export function ToasterView({ toasts, service }: { toasts: readonly Toast[]; service: ToastService }) {
  const items = useMemo<ToastItem[]>(
    () =>
      toasts.map((t) => ({
        id: t.id,
        variant: t.type,
        title: t.title,
        message: t.message,
        // The service owns each toast's lifetime; the ui component keeps it until dismissed.
        duration: Infinity,
      })),
    [toasts],
  );
  // On screen now: each toast's time starts (the service ignores a second report).
  useEffect(() => {
    for (const t of toasts) service.displayed(t.id);
  }, [toasts, service]);
  return (
    <UiToaster
      toasts={items}
      onDismiss={(id) => service.dismiss(Number(id))}
      offset={TOAST_TOP_OFFSET_PX}
      duration={Infinity}
    />
  );
}
