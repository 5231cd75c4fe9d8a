import { BULK_DELETE, GridPanel, filterFieldsOf, usePanelForm, useRights } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { Button, Field, FormErrors, Input, createDataGridColumnHelper, Stack } from '@storeroom/ui';
import {
  INVENTORY_MESSAGES,
  INVENTORY_SUBJECT,
  LOCATIONS_DEFAULT_SORT,
  LOCATIONS_PAGE_SIZE,
  locationInputSchema,
} from '../../../contract';
import type { Location } from '../../../contract';
import { vendors, warehouses } from '../../data';
import { InventoryNav } from '../../components/inventory-nav';

const col = createDataGridColumnHelper<Location>();
const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
];

interface Kind {
  /** The data hooks of the resource. */
  data: typeof warehouses | typeof vendors;
  label: string;
  one: string;
  created: string;
  updated: string;
}

const WAREHOUSES: Kind = {
  data: warehouses,
  label: 'Warehouses',
  one: 'warehouse',
  created: INVENTORY_MESSAGES.warehouseCreated,
  updated: INVENTORY_MESSAGES.warehouseUpdated,
};
const VENDORS: Kind = {
  data: vendors,
  label: 'Vendors',
  one: 'vendor',
  created: INVENTORY_MESSAGES.vendorCreated,
  updated: INVENTORY_MESSAGES.vendorUpdated,
};

function LocationForm({
  panel,
  kind,
  readOnly,
}: {
  panel: GridPanelContext<Location>;
  kind: Kind;
  readOnly: boolean;
}) {
  const {
    form,
    submit,
    errors: otherErrors,
  } = usePanelForm({
    panel,
    schema: locationInputSchema,
    values: (item) => ({ title: item?.title ?? '' }),
    messages: { saved: panel.isNew ? kind.created : kind.updated },
    readOnly,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={`${kind.one[0]!.toUpperCase()}${kind.one.slice(1)}`}>
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} readOnly={readOnly} />
      </Field>
      <FormErrors messages={otherErrors} />
      {readOnly ? null : (
        <Button type="submit" variant="primary" loading={panel.saving}>
          Save
        </Button>
      )}
    </form>
  );
}

function LocationsPage({ kind }: { kind: Kind }) {
  const resource = kind.data.useResource();
  const { canCreate, canEdit, canDelete } = useRights(INVENTORY_SUBJECT);
  return (
    <Stack gap={3}>
      <InventoryNav />
      <GridPanel<Location>
        resource={resource}
        label={kind.label}
        columns={columns}
        getRowLabel={(item) => item.title}
        filterFields={filterFieldsOf(kind.data.contract, ['title'])}
        defaultPageSize={LOCATIONS_PAGE_SIZE}
        defaultSort={LOCATIONS_DEFAULT_SORT}
        newLabel={canCreate ? `Add ${kind.one}` : undefined}
        bulkActions={canDelete ? [BULK_DELETE] : []}
        panelTitle={(item, isNew) => (isNew ? `New ${kind.one}` : (item?.title ?? kind.label))}
        renderPanel={(panel) => (
          <LocationForm panel={panel} kind={kind} readOnly={panel.isNew ? !canCreate : !canEdit} />
        )}
      />
    </Stack>
  );
}

/** `/admin/products/inventory/warehouses` (spec 2 §7 Vendors, warehouses: list, search, create, update, delete). */
export function WarehousesPage() {
  return <LocationsPage kind={WAREHOUSES} />;
}

/** `/admin/products/inventory/vendors`. */
export function VendorsPage() {
  return <LocationsPage kind={VENDORS} />;
}
