import { BULK_DELETE, GridPanel, filterFieldsOf, useToast, useRights } from '@storeroom/core';
import { Badge, createDataGridColumnHelper, Stack } from '@storeroom/ui';
import {
  INVENTORY_DEFAULT_SORT,
  INVENTORY_MESSAGES,
  INVENTORY_PAGE_SIZE,
  INVENTORY_SUBJECT,
  inventoryContract,
} from '../../../contract';
import type { InventoryGroup } from '../../../contract';
import { useInventoryGroups, warehouses } from '../../data';
import { InventoryNav } from '../../components/inventory-nav';
import { InventoryPanel } from './inventory-panel';

const col = createDataGridColumnHelper<InventoryGroup>();

/** The filter builder's fields, from the contract; the warehouse choices are the store's warehouses. */
const FILTER_FIELDS = filterFieldsOf(inventoryContract.resources.items, [
  'product_title',
  'sku.title',
  'total_on_hand',
  'total_committed',
  'warehouse',
]);

const columns = [
  col.accessor('product_title', {
    header: 'Product',
    cell: (info) => (
      <span>
        {info.getValue()} {info.row.original.linked ? null : <Badge tone="warning">Unlinked</Badge>}
      </span>
    ),
  }),
  col.accessor((g) => g.inventory_items.map((i) => i.sku).join(', '), {
    id: 'skus',
    header: 'SKU',
    enableSorting: false,
  }),
  col.accessor('total_on_hand', { header: 'On hand', meta: { width: 110 } }),
  col.accessor('total_committed', { header: 'Committed', meta: { width: 110 } }),
  // Units held by transfers in transit: not available to another transfer.
  col.accessor('total_reserved', { header: 'Reserved', enableSorting: false, meta: { width: 110 } }),
  col.accessor((g) => g.total_on_hand - g.total_committed - g.total_reserved, {
    id: 'available',
    header: 'Available',
    enableSorting: false,
    meta: { width: 110 },
  }),
];

/**
 * `/admin/products/inventory` (spec 2 §2): inventory grouped by product; the side panel
 * (`?id=` the product) shows each item's on hand, committed, reserved (by transfers in transit)
 * and available per warehouse and edits on hand; bulk delete removes only unlinked items (spec 2 §5).
 */
export function InventoryListPage() {
  const groups = useInventoryGroups();
  const toast = useToast();
  const { canEdit, canDelete } = useRights(INVENTORY_SUBJECT);
  const stores = warehouses.useList({ size: 200 });
  const options = (stores.data?.items ?? []).map((w) => ({ value: String(w.id), label: w.title }));
  const filterFields = FILTER_FIELDS.map((field) =>
    field.name === 'warehouse' ? { ...field, options } : field,
  );
  return (
    <Stack gap={3}>
      <InventoryNav />
      <GridPanel<InventoryGroup>
        resource={groups}
        label="Inventory"
        columns={columns}
        getRowLabel={(group) => group.product_title}
        filterFields={filterFields}
        defaultPageSize={INVENTORY_PAGE_SIZE}
        defaultSort={INVENTORY_DEFAULT_SORT}
        bulkActions={canDelete ? [{ ...BULK_DELETE, label: 'Delete unlinked', optimistic: undefined }] : []}
        onBulkDone={(action) => {
          if (action === 'delete') toast.success(INVENTORY_MESSAGES.deleted);
        }}
        panelTitle={(group) => group?.product_title ?? 'Inventory'}
        renderPanel={(panel) => <InventoryPanel panel={panel} readOnly={!canEdit} canDelete={canDelete} />}
      />
    </Stack>
  );
}
