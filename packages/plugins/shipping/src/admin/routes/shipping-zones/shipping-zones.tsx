import { BULK_DELETE, GridPanel, filterFieldsOf, useFormat, useRights } from '@storeroom/core';
import { createDataGridColumnHelper } from '@storeroom/ui';
import { SHIPPING_DEFAULT_SORT, SHIPPING_PAGE_SIZE, SHIPPING_SUBJECT } from '../../../contract';
import type { ShippingZone } from '../../../contract';
import { zones } from '../../data';
import { RegionsSummary } from './region-text';
import { ZoneForm } from './zone-form';

const col = createDataGridColumnHelper<ShippingZone>();

function RateCell({ rate }: { rate: number }) {
  return <>{useFormat().money(rate)}</>;
}

const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('regions', {
    header: 'Regions',
    enableSorting: false,
    cell: (info) => <RegionsSummary regions={info.getValue()} />,
  }),
  col.accessor('rate', { header: 'Rate', cell: (info) => <RateCell rate={info.getValue()} /> }),
];

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(zones.contract);

/**
 * `/admin/settings/shipping` (spec 3 §2): the store's shipping zones in a grid with a side
 * panel; `?id=` opens a zone, `?id=0` is a new unsaved one, the list pages. Limited settings
 * access is read-only (no add, no delete, no save); the server refuses the writes too.
 */
export function ShippingZonesPage() {
  const resource = zones.useResource();
  const { canCreate, canEdit, canDelete } = useRights(SHIPPING_SUBJECT);
  return (
    <GridPanel<ShippingZone>
      resource={resource}
      label="Shipping zones"
      columns={columns}
      getRowLabel={(zone) => zone.name}
      filterFields={filterFields}
      defaultPageSize={SHIPPING_PAGE_SIZE}
      defaultSort={SHIPPING_DEFAULT_SORT}
      newLabel={canCreate ? 'Add zone' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      empty="No shipping zones yet."
      panelTitle={(zone, isNew) => (isNew ? 'New shipping zone' : (zone?.name ?? 'Shipping zone'))}
      renderPanel={(panel) => (
        <ZoneForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} canDelete={canDelete} />
      )}
    />
  );
}
