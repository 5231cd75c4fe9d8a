import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { INVENTORY_PAGE_SIZE, INVENTORY_STATUSES, INVENTORY_STATUS_LABELS, INVENTORY_SUBJECT } from '../../../schema';
import type { InventoryItem } from '../../../schema';
import { inventoryApiRef } from '../../api';
import { InventoryForm } from './inventory-form';

const col = createDataGridColumnHelper<InventoryItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={INVENTORY_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: INVENTORY_STATUSES.map((value) => ({ value, label: INVENTORY_STATUS_LABELS[value] })),
  },
];

/** `/admin/inventory`: the Inventory list with its side panel (`?id=`; 0 creates). */
export function InventoryListPage() {
  const client = useApi(inventoryApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, INVENTORY_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, INVENTORY_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, INVENTORY_SUBJECT, 'delete');
  return (
    <GridPanel<InventoryItem>
      resource={client}
      label="Inventory"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={INVENTORY_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <InventoryForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
