import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { __CONST___PAGE_SIZE, __CONST___STATUSES, __CONST___STATUS_LABELS, __CONST___SUBJECT } from '../../../schema';
import type { __PASCAL__Item } from '../../../schema';
import { __CAMEL__ApiRef } from '../../api';
import { __PASCAL__Form } from './__ID__-form';

const col = createDataGridColumnHelper<__PASCAL__Item>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={__CONST___STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: __CONST___STATUSES.map((value) => ({ value, label: __CONST___STATUS_LABELS[value] })),
  },
];

/** `__ROUTE__`: the __TITLE__ list with its side panel (`?id=`; 0 creates). */
export function __PASCAL__ListPage() {
  const client = useApi(__CAMEL__ApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, __CONST___SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, __CONST___SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, __CONST___SUBJECT, 'delete');
  return (
    <GridPanel<__PASCAL__Item>
      resource={client}
      label="__TITLE__"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={__CONST___PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <__PASCAL__Form panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
