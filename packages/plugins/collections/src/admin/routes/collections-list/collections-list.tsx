import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BULK_DELETE, GridPanel, filterFieldsOf, toastError, useToast, useRights } from '@storeroom/core';
import type { GridBulkAction } from '@storeroom/core';
import { createDataGridColumnHelper, Inline, Stack, Switch } from '@storeroom/ui';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTIONS_DEFAULT_SORT,
  COLLECTIONS_MESSAGES,
  COLLECTIONS_PAGE_SIZE,
  COLLECTIONS_SUBJECT,
} from '../../../contract';
import type { CollectionItem } from '../../../contract';
import { collections } from '../../data';

const col = createDataGridColumnHelper<CollectionItem>();

/** The editor of a collection (spec 1 §2: the edit page takes the id in the query). */
export function collectionEditPath(id?: number): string {
  return id === undefined ? '/admin/collections/create' : `/admin/collections/create?id=${id}`;
}

const filterFields = filterFieldsOf(collections.contract);

const BULK_PUBLISH: GridBulkAction = { action: 'publish', label: 'Publish' };
const BULK_UNPUBLISH: GridBulkAction = { action: 'unpublish', label: 'Unpublish' };

/** Publish/draft toggle of one row (spec 1 §4); it reverts when the save fails. */
function PublishToggle({ item, disabled }: { item: CollectionItem; disabled: boolean }) {
  const update = collections.useUpdate();
  const toast = useToast();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? !item.is_draft;
  const toggle = async (published: boolean) => {
    setPending(published);
    try {
      await update.mutateAsync({ id: item.id, body: { is_draft: !published } });
      toast.success(published ? COLLECTIONS_MESSAGES.published : COLLECTIONS_MESSAGES.unpublished);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setPending(null);
    }
  };
  return (
    <Switch
      aria-label={`Published: ${item.title}`}
      checked={checked}
      disabled={disabled || update.isPending}
      onCheckedChange={(value) => void toggle(value)}
      // The grid opens rows on click; the toggle is its own action.
      onClick={(event) => event.stopPropagation()}
    />
  );
}

function useColumns(canEdit: boolean) {
  return useMemo(
    () => [
      col.accessor('title', {
        header: 'Title',
        cell: (info) => (
          <RouterLink to={collectionEditPath(info.row.original.id)}>{info.getValue()}</RouterLink>
        ),
      }),
      col.accessor('type', {
        header: 'Type',
        meta: { width: 120 },
        cell: (info) => COLLECTION_TYPE_LABELS[info.getValue()],
      }),
      col.accessor('products_count', {
        header: 'Products',
        meta: { width: 100 },
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      col.accessor('is_draft', {
        header: 'Published',
        meta: { width: 120 },
        cell: (info) => <PublishToggle item={info.row.original} disabled={!canEdit} />,
      }),
    ],
    [canEdit],
  );
}

const BULK_MESSAGES: Record<string, string> = {
  publish: COLLECTIONS_MESSAGES.bulkPublished,
  unpublish: COLLECTIONS_MESSAGES.bulkUnpublished,
  delete: COLLECTIONS_MESSAGES.bulkDeleted,
};

/** `/admin/collections`: collections newest first, 20 a page (spec 1 §9), publish singly or in bulk. */
export function CollectionsListPage() {
  const client = collections.useResource();
  const toast = useToast();
  // Limited access is read-only (spec 1 §6); the server refuses too.
  const { canCreate, canEdit, canDelete } = useRights(COLLECTIONS_SUBJECT);
  const columns = useColumns(canEdit);
  const bulkActions = [
    ...(canEdit ? [BULK_PUBLISH, BULK_UNPUBLISH] : []),
    ...(canDelete ? [BULK_DELETE] : []),
  ];
  return (
    <Stack as="section" gap={2} aria-label="Collections list">
      {canCreate ? (
        <Inline justify="end">
          <RouterLink className="sr-button" data-variant="primary" to={collectionEditPath()}>
            Add collection
          </RouterLink>
        </Inline>
      ) : null}
      <GridPanel<CollectionItem>
        resource={client}
        label="Collections"
        columns={columns}
        expand={['products_count']}
        getRowLabel={(item) => item.title}
        filterFields={filterFields}
        defaultPageSize={COLLECTIONS_PAGE_SIZE}
        defaultSort={COLLECTIONS_DEFAULT_SORT}
        bulkActions={bulkActions}
        onBulkDone={(action) => {
          const message = BULK_MESSAGES[action];
          if (message) toast.success(message);
        }}
      />
    </Stack>
  );
}
