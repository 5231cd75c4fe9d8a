import { useMemo, useState } from 'react';
import {
  GridPanel,
  errorMessages,
  filterFieldsOf,
  useConfirm,
  useGridPanel,
  useToast,
  useRights,
} from '@storeroom/core';
import { Button, Inline, createDataGridColumnHelper } from '@storeroom/ui';
import { TAXES_DEFAULT_SORT, TAXES_MESSAGES, TAXES_PAGE_SIZE, TAXES_SUBJECT } from '../../../contract';
import type { Tax } from '../../../contract';
import { taxes, useCountries } from '../../data';
import { TaxDialog } from './tax-dialog';

const col = createDataGridColumnHelper<Tax>();

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(taxes.contract);

/** A country or state for people, once the country data has loaded (codes until then). */
function RegionName({ country, state }: { country: string; state: string | null }) {
  const countries = useCountries();
  if (!countries.data) return <>{state ? `${state}, ${country}` : country}</>;
  return <>{countries.data.regionLabel(country, state)}</>;
}

function TaxRowActions({ tax, onEdit, canDelete }: { tax: Tax; onEdit?: () => void; canDelete: boolean }) {
  const confirm = useConfirm();
  const removal = taxes.useRemove();
  const toast = useToast();
  const remove = async () => {
    if (!(await confirm(TAXES_MESSAGES.confirmDelete))) return;
    try {
      await removal.mutateAsync(tax.id);
      toast.success(TAXES_MESSAGES.deleted);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  const name = tax.state ? `${tax.state}, ${tax.country}` : tax.country;
  return (
    <Inline gap={1}>
      {onEdit ? (
        <Button onClick={onEdit} aria-label={`Edit tax ${name}`}>
          Edit
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="ghost" onClick={() => void remove()} aria-label={`Delete tax ${name}`}>
          Delete
        </Button>
      ) : null}
    </Inline>
  );
}

/**
 * `/admin/settings/taxes` (spec 3 §2): the store's taxes with search; "Add tax" and each row's
 * Edit open the add/edit tax modal, Delete asks the generic question first. Limited settings
 * access is read-only (no add, edit or delete); the server refuses the writes too.
 */
export function TaxesListPage() {
  const resource = taxes.useResource();
  const { canCreate, canEdit, canDelete } = useRights(TAXES_SUBJECT);
  const [dialog, setDialog] = useState<{ tax?: Tax } | null>(null);
  const grid = useGridPanel<Tax>({
    resource,
    label: 'Taxes',
    getRowLabel: (tax) => (tax.state ? `${tax.state}, ${tax.country}` : tax.country),
    filterFields,
    defaultPageSize: TAXES_PAGE_SIZE,
    defaultSort: TAXES_DEFAULT_SORT,
    openRows: false,
  });
  const columns = useMemo(
    () => [
      col.accessor('country', {
        header: 'Country / state',
        cell: (info) => <RegionName country={info.getValue()} state={info.row.original.state} />,
      }),
      col.accessor('tax', {
        header: 'Tax rate',
        enableSorting: false,
        cell: (info) => `${info.getValue()} %`,
      }),
      col.accessor('shipping_exempt', {
        header: 'Shipping',
        enableSorting: false,
        cell: (info) => (info.getValue() ? 'Exempt' : 'Taxed'),
      }),
      ...(canEdit || canDelete
        ? [
            col.display({
              id: 'actions',
              header: 'Actions',
              cell: (info) => (
                <TaxRowActions
                  tax={info.row.original}
                  canDelete={canDelete}
                  onEdit={canEdit ? () => setDialog({ tax: info.row.original }) : undefined}
                />
              ),
            }),
          ]
        : []),
    ],
    [canEdit, canDelete],
  );
  return (
    <GridPanel.Root grid={grid}>
      <GridPanel.Toolbar>
        <GridPanel.Filters />
        {canCreate ? (
          <Button variant="primary" onClick={() => setDialog({})}>
            Add tax
          </Button>
        ) : null}
      </GridPanel.Toolbar>
      <GridPanel.Grid<Tax> columns={columns} empty="No taxes yet." />
      <GridPanel.Pager />
      <TaxDialog
        tax={dialog?.tax}
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
      />
    </GridPanel.Root>
  );
}
