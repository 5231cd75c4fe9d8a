import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { TRANSFERS_PAGE_SIZE, TRANSFERS_STATUSES, TRANSFERS_STATUS_LABELS, TRANSFERS_SUBJECT } from '../../../schema';
import type { TransfersItem } from '../../../schema';
import { transfersApiRef } from '../../api';
import { TransfersForm } from './transfers-form';

const col = createDataGridColumnHelper<TransfersItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={TRANSFERS_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: TRANSFERS_STATUSES.map((value) => ({ value, label: TRANSFERS_STATUS_LABELS[value] })),
  },
];

/** `/admin/transfers`: the Transfers list with its side panel (`?id=`; 0 creates). */
export function TransfersListPage() {
  const client = useApi(transfersApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, TRANSFERS_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, TRANSFERS_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, TRANSFERS_SUBJECT, 'delete');
  return (
    <GridPanel<TransfersItem>
      resource={client}
      label="Transfers"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={TRANSFERS_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <TransfersForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
