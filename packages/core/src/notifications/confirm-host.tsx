import { Button } from '@storeroom/ui';
import { AlertDialog } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useApi, useOptionalApi } from '../plugin/api-provider';
import { dialogApiRef } from '../core-apis';
import type { ConfirmOptions, DialogService } from './dialog-service';

/** `confirm()` of the admin's dialog service: resolves true for Yes. */
export function useConfirm(): (options: ConfirmOptions | string) => Promise<boolean> {
  return useApi(dialogApiRef).confirm;
}

/** Renders the open confirm request as an alert dialog with Yes/No. */
export function ConfirmHost({ service }: { service?: DialogService }) {
  const fromApis = useOptionalApi(dialogApiRef);
  const dialogs = service ?? fromApis;
  if (!dialogs) throw new Error('<ConfirmHost> needs a `service` or a dialog API (dialogApiRef) in scope.');
  const request = useSyncExternalStore(dialogs.subscribe, dialogs.current, dialogs.current);
  return (
    <AlertDialog.Root
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) request?.resolve(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sr-dialog-overlay" />
        <AlertDialog.Content className="sr-dialog" data-size="sm">
          <AlertDialog.Title className="sr-dialog-title">
            {request?.title ?? 'Please confirm'}
          </AlertDialog.Title>
          <AlertDialog.Description className="sr-dialog-description">
            {request?.message}
          </AlertDialog.Description>
          <div className="sr-dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button onClick={() => request?.resolve(false)}>{request?.cancelLabel ?? 'No'}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={request?.danger ? 'danger' : 'primary'} onClick={() => request?.resolve(true)}>
                {request?.confirmLabel ?? 'Yes'}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
