import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useApi, useOptionalApi } from '../plugin/api-provider';
import { dialogApiRef } from '../core-apis';
import type { ConfirmOptions, DialogService } from './dialog-service';

// Loaded with the first question: dialog primitives stay out of the shell's initial JS.
const ConfirmView = lazy(() => import('./confirm-view').then((m) => ({ default: m.ConfirmView })));

/** `confirm()` of the admin's dialog service: resolves true for Yes. */
export function useConfirm(): (options: ConfirmOptions | string) => Promise<boolean> {
  return useApi(dialogApiRef).confirm;
}

/** Renders the open confirm request with the design system's ConfirmDialog (Yes/No). */
export function ConfirmHost({ service }: { service?: DialogService }) {
  const fromApis = useOptionalApi(dialogApiRef);
  const dialogs = service ?? fromApis;
  if (!dialogs) throw new Error('<ConfirmHost> needs a `service` or a dialog API (dialogApiRef) in scope.');
  const request = useSyncExternalStore(dialogs.subscribe, dialogs.current, dialogs.current);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmView key={request.id} request={request} />
    </Suspense>
  );
}
