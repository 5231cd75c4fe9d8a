import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { HELLO_PAGE_SIZE, HELLO_STATUSES, HELLO_STATUS_LABELS, HELLO_SUBJECT } from '../../../schema';
import type { HelloItem } from '../../../schema';
import { helloApiRef } from '../../api';
import { HelloForm } from './hello-form';

const col = createDataGridColumnHelper<HelloItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={HELLO_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: HELLO_STATUSES.map((value) => ({ value, label: HELLO_STATUS_LABELS[value] })),
  },
];

/** `/admin/hello`: the Hello list with its side panel (`?id=`; 0 creates). */
export function HelloListPage() {
  const client = useApi(helloApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, HELLO_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, HELLO_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, HELLO_SUBJECT, 'delete');
  return (
    <GridPanel<HelloItem>
      resource={client}
      label="Hello"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={HELLO_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <HelloForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
