import { BULK_DELETE, can, usePrincipal, useToast } from '@storeroom/core';
import type { GridBulkAction } from '@storeroom/core';
import { GIFT_CODES_MESSAGES, GIFT_CODES_SUBJECT } from '../contract';

const BULK_MESSAGES: Record<string, string> = {
  publish: GIFT_CODES_MESSAGES.bulkPublished,
  unpublish: GIFT_CODES_MESSAGES.bulkUnpublished,
  delete: GIFT_CODES_MESSAGES.bulkDeleted,
};

/**
 * What the gift code grids (coupons, gift card campaigns, gift cards) share: the signed-in
 * user's gift codes rights, the bulk actions those rights allow (publish and unpublish with
 * update, delete with delete) and the message after each (spec 3 §8).
 */
export function useGiftCodesGrid<TItem>() {
  const toast = useToast();
  const principal = usePrincipal();
  const may = (action: 'create' | 'update' | 'delete') =>
    principal !== null && can(principal, GIFT_CODES_SUBJECT, action);
  const canEdit = may('update');
  const canDelete = may('delete');
  const bulkActions: GridBulkAction<TItem>[] = [
    ...(canEdit
      ? [
          { action: 'publish', label: 'Publish' },
          { action: 'unpublish', label: 'Unpublish' },
        ]
      : []),
    ...(canDelete ? [BULK_DELETE as GridBulkAction<TItem>] : []),
  ];
  return {
    canCreate: may('create'),
    canEdit,
    canDelete,
    bulkActions,
    onBulkDone: (action: string) => {
      const message = BULK_MESSAGES[action];
      if (message) toast.success(message);
    },
  };
}
