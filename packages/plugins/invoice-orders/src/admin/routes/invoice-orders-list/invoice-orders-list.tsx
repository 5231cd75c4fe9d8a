import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { INVOICE_ORDERS_PAGE_SIZE, INVOICE_ORDERS_STATUSES, INVOICE_ORDERS_STATUS_LABELS, INVOICE_ORDERS_SUBJECT } from '../../../schema';
import type { InvoiceOrdersItem } from '../../../schema';
import { invoiceOrdersApiRef } from '../../api';
import { InvoiceOrdersForm } from './invoice-orders-form';

const col = createDataGridColumnHelper<InvoiceOrdersItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={INVOICE_ORDERS_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: INVOICE_ORDERS_STATUSES.map((value) => ({ value, label: INVOICE_ORDERS_STATUS_LABELS[value] })),
  },
];

/** `/admin/invoice-orders`: the Invoice orders list with its side panel (`?id=`; 0 creates). */
export function InvoiceOrdersListPage() {
  const client = useApi(invoiceOrdersApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, INVOICE_ORDERS_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, INVOICE_ORDERS_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, INVOICE_ORDERS_SUBJECT, 'delete');
  return (
    <GridPanel<InvoiceOrdersItem>
      resource={client}
      label="Invoice orders"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={INVOICE_ORDERS_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <InvoiceOrdersForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
