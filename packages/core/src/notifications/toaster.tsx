import { useSyncExternalStore } from 'react';
import { useApi, useOptionalApi } from '../plugin/api-provider';
import { toastApiRef } from '../core-apis';
import type { Toast, ToastService } from './toast-service';

const TYPE_LABELS: Record<Toast['type'], string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

/** The toasts on screen, for a service. */
export function useToasts(service: ToastService): readonly Toast[] {
  return useSyncExternalStore(service.subscribe, service.list, service.list);
}

/** The toast service of the admin (`toastApiRef`). */
export function useToast(): ToastService {
  return useApi(toastApiRef);
}

/**
 * Renders the toast stack at the top of the window (offset 36 px, spec 1 §9). Errors are
 * announced assertively, the rest politely.
 */
export function Toaster({ service }: { service?: ToastService }) {
  const fromApis = useOptionalApi(toastApiRef);
  const toastService = service ?? fromApis;
  if (!toastService) throw new Error('<Toaster> needs a `service` or a toast API (toastApiRef) in scope.');
  const toasts = useToasts(toastService);
  return (
    <section className="sr-toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="sr-toast"
          data-type={toast.type}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <div className="sr-toast-body">
            <span className="sr-visually-hidden">{TYPE_LABELS[toast.type]}: </span>
            {toast.title ? <strong className="sr-toast-title">{toast.title}</strong> : null}
            <span className="sr-toast-message">{toast.message}</span>
          </div>
          <button
            type="button"
            className="sr-toast-close"
            aria-label="Dismiss notification"
            onClick={() => toastService.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
