import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { PRODUCTS_PAGE_SIZE, PRODUCTS_STATUSES, PRODUCTS_STATUS_LABELS, PRODUCTS_SUBJECT } from '../../../schema';
import type { ProductsItem } from '../../../schema';
import { productsApiRef } from '../../api';
import { ProductsForm } from './products-form';

const col = createDataGridColumnHelper<ProductsItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={PRODUCTS_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: PRODUCTS_STATUSES.map((value) => ({ value, label: PRODUCTS_STATUS_LABELS[value] })),
  },
];

/** `/admin/products`: the Products list with its side panel (`?id=`; 0 creates). */
export function ProductsListPage() {
  const client = useApi(productsApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, PRODUCTS_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, PRODUCTS_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, PRODUCTS_SUBJECT, 'delete');
  return (
    <GridPanel<ProductsItem>
      resource={client}
      label="Products"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={PRODUCTS_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <ProductsForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
