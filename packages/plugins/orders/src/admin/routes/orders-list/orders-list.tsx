import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { ORDERS_PAGE_SIZE, ORDERS_STATUSES, ORDERS_STATUS_LABELS, ORDERS_SUBJECT } from '../../../schema';
import type { OrdersItem } from '../../../schema';
import { ordersApiRef } from '../../api';
import { OrdersForm } from './orders-form';

const col = createDataGridColumnHelper<OrdersItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={ORDERS_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: ORDERS_STATUSES.map((value) => ({ value, label: ORDERS_STATUS_LABELS[value] })),
  },
];

/** `/admin/orders`: the Orders list with its side panel (`?id=`; 0 creates). */
export function OrdersListPage() {
  const client = useApi(ordersApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, ORDERS_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, ORDERS_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, ORDERS_SUBJECT, 'delete');
  return (
    <GridPanel<OrdersItem>
      resource={client}
      label="Orders"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={ORDERS_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <OrdersForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
