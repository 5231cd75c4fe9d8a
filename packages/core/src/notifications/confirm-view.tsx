import { ConfirmDialog } from '@storeroom/ui';
import type { ConfirmRequest } from './dialog-service';

/** The design system's ConfirmDialog for one request (loaded with the first confirm). */
export function ConfirmView({ request }: { request: ConfirmRequest }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={() => undefined}
      title={request.title ?? 'Please confirm'}
      message={request.message}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      tone={request.danger ? 'danger' : 'default'}
      onConfirm={() => request.resolve(true)}
      onCancel={() => request.resolve(false)}
    />
  );
}
