import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS, ACCOUNT_SUBJECT } from '../../../schema';
import type { AccountItem } from '../../../schema';
import { accountApiRef } from '../../api';
import { AccountForm } from './account-form';

const col = createDataGridColumnHelper<AccountItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={ACCOUNT_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: ACCOUNT_STATUSES.map((value) => ({ value, label: ACCOUNT_STATUS_LABELS[value] })),
  },
];

/** `/admin/account`: the Account list with its side panel (`?id=`; 0 creates). */
export function AccountListPage() {
  const client = useApi(accountApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, ACCOUNT_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, ACCOUNT_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, ACCOUNT_SUBJECT, 'delete');
  return (
    <GridPanel<AccountItem>
      resource={client}
      label="Account"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={ACCOUNT_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <AccountForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
