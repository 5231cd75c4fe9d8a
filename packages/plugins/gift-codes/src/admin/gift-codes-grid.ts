import { BULK_DELETE, useRights, useToast } from '@storeroom/core';
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
  const { canCreate, canEdit, canDelete } = useRights(GIFT_CODES_SUBJECT);
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
    canCreate,
    canEdit,
    canDelete,
    bulkActions,
    onBulkDone: (action: string) => {
      const message = BULK_MESSAGES[action];
      if (message) toast.success(message);
    },
  };
}
