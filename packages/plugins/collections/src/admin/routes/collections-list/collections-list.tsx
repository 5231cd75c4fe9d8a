import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { COLLECTIONS_PAGE_SIZE, COLLECTIONS_STATUSES, COLLECTIONS_STATUS_LABELS, COLLECTIONS_SUBJECT } from '../../../schema';
import type { CollectionsItem } from '../../../schema';
import { collectionsApiRef } from '../../api';
import { CollectionsForm } from './collections-form';

const col = createDataGridColumnHelper<CollectionsItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={COLLECTIONS_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: COLLECTIONS_STATUSES.map((value) => ({ value, label: COLLECTIONS_STATUS_LABELS[value] })),
  },
];

/** `/admin/collections`: the Collections list with its side panel (`?id=`; 0 creates). */
export function CollectionsListPage() {
  const client = useApi(collectionsApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, COLLECTIONS_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, COLLECTIONS_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, COLLECTIONS_SUBJECT, 'delete');
  return (
    <GridPanel<CollectionsItem>
      resource={client}
      label="Collections"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={COLLECTIONS_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <CollectionsForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
