import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useApi, useOptionalApi } from '../plugin/api-provider';
import { toastApiRef } from '../core-apis';
import type { Toast, ToastService } from './toast-service';

// Loaded with the first toast: the toast primitives stay out of the shell's initial JS.
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/** The toasts on screen, for a service. */
export function useToasts(service: ToastService): readonly Toast[] {
  return useSyncExternalStore(service.subscribe, service.list, service.list);
}

/** The toast service of the admin (`toastApiRef`). */
export function useToast(): ToastService {
  return useApi(toastApiRef);
}

/**
 * Renders the service's toasts with the design system's Toaster at the top offset of 36 px
 * (spec 1 §9); each lasts 5000 ms from when it is on screen, unless the call gave another
 * duration.
 */
export function Toaster({ service }: { service?: ToastService }) {
  const fromApis = useOptionalApi(toastApiRef);
  const toastService = service ?? fromApis;
  if (!toastService) throw new Error('<Toaster> needs a `service` or a toast API (toastApiRef) in scope.');
  const toasts = useToasts(toastService);
  // A toast's time starts once the view shows it: the view is a lazy chunk, which on a slow
  // network (or a loaded test machine) can take longer to arrive than a toast lasts.
  useEffect(() => toastService.attachView(), [toastService]);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toasts={toasts} service={toastService} />
    </Suspense>
  );
}
