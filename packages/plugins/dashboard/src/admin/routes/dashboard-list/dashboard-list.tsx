import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { DASHBOARD_PAGE_SIZE, DASHBOARD_STATUSES, DASHBOARD_STATUS_LABELS, DASHBOARD_SUBJECT } from '../../../schema';
import type { DashboardItem } from '../../../schema';
import { dashboardApiRef } from '../../api';
import { DashboardForm } from './dashboard-form';

const col = createDataGridColumnHelper<DashboardItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={DASHBOARD_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: DASHBOARD_STATUSES.map((value) => ({ value, label: DASHBOARD_STATUS_LABELS[value] })),
  },
];

/** `/admin/dashboard`: the Dashboard list with its side panel (`?id=`; 0 creates). */
export function DashboardListPage() {
  const client = useApi(dashboardApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, DASHBOARD_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, DASHBOARD_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, DASHBOARD_SUBJECT, 'delete');
  return (
    <GridPanel<DashboardItem>
      resource={client}
      label="Dashboard"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={DASHBOARD_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <DashboardForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
