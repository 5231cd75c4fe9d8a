import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  BULK_DELETE,
  GridPanel,
  conditionsToFilter,
  errorMessages,
  filterFieldsOf,
  parseConditions,
  useFormat,
  useToast,
  usePrefillFilter,
  useCan,
  useRights,
} from '@storeroom/core';
import type { GridBulkAction } from '@storeroom/core';
import { cleanSearchFilter } from '@storeroom/core/client';
import { Button, Inline, Stack, createDataGridColumnHelper } from '@storeroom/ui';
import {
  CUSTOMERS_DEFAULT_SORT,
  CUSTOMERS_MESSAGES,
  CUSTOMERS_PAGE_SIZE,
  CUSTOMERS_SUBJECT,
} from '../../../contract';
import type { CustomerItem } from '../../../contract';
import { customers, useExportCustomers } from '../../data';
import { NewCustomerDialog } from './new-customer-dialog';

/** Exports the selected customers by email (`POST /customers/export` with `{ ids }`). */
const BULK_EXPORT: GridBulkAction = { action: 'export', label: 'Export selected' };

const col = createDataGridColumnHelper<CustomerItem>();

/** The contract's filters: free text over name and email (`chqsearch` pre-fills it, spec 1 §2), tag, email, ... */
const filterFields = filterFieldsOf(customers.contract);

function useColumns() {
  const format = useFormat();
  return useMemo(
    () => [
      col.accessor('full_name', {
        header: 'Name',
        cell: (info) => (
          <RouterLink to={`/admin/customers/${info.row.original.id}`}>
            {info.getValue() || info.row.original.email}
          </RouterLink>
        ),
      }),
      col.accessor('email', { header: 'Email' }),
      col.accessor('order_count', { header: 'Orders', meta: { width: 90 } }),
      col.accessor('lifetime_spent', {
        header: 'Lifetime spent',
        // Cents on the wire; the formatter takes major units.
        cell: (info) => format.money(info.getValue()),
      }),
      col.accessor('last_purchase', {
        header: 'Last purchase',
        cell: (info) => {
          const value = info.getValue();
          return value ? format.date(value) : '—';
        },
      }),
      col.accessor('tags', {
        header: 'Tags',
        enableSorting: false,
        cell: (info) => info.getValue().join(', '),
      }),
    ],
    [format],
  );
}

/** Exports what the list shows: the same search body as the grid's, every filter included. */
function ExportButton() {
  const exportCsv = useExportCustomers();
  const toast = useToast();
  const [params] = useSearchParams();
  const exportNow = async () => {
    const filter = cleanSearchFilter(conditionsToFilter(parseConditions(params.get('filter')), filterFields));
    try {
      const { message } = await exportCsv.mutateAsync({ body: { filter } });
      toast.success(message);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  return (
    <Button variant="default" loading={exportCsv.isPending} onClick={() => void exportNow()}>
      Export
    </Button>
  );
}

/** `/admin/customers`: customers by last purchase, newest first (spec 1 §7, §9). */
export function CustomersListPage() {
  const client = customers.useResource();
  const columns = useColumns();
  usePrefillFilter('chqsearch', { field: 'query', operator: '=' });
  // The admin hides what the server refuses anyway (limited access: read, export only with allow_export).
  const toast = useToast();
  const { canCreate, canDelete } = useRights(CUSTOMERS_SUBJECT);
  const canExport = useCan(CUSTOMERS_SUBJECT, 'export');
  const bulkActions = [...(canExport ? [BULK_EXPORT] : []), ...(canDelete ? [BULK_DELETE] : [])];
  return (
    <Stack as="section" gap={2} aria-label="Customers list">
      {canExport || canCreate ? (
        <Inline justify="end">
          {canExport ? <ExportButton /> : null}
          {canCreate ? <NewCustomerDialog /> : null}
        </Inline>
      ) : null}
      <GridPanel<CustomerItem>
        resource={client}
        label="Customers"
        columns={columns}
        getRowLabel={(item) => item.full_name || item.email}
        filterFields={filterFields}
        defaultPageSize={CUSTOMERS_PAGE_SIZE}
        defaultSort={CUSTOMERS_DEFAULT_SORT}
        bulkActions={bulkActions}
        onBulkDone={(action) => {
          if (action === 'export') toast.success(CUSTOMERS_MESSAGES.exportQueued);
          if (action === 'delete') toast.success(CUSTOMERS_MESSAGES.deleted);
        }}
      />
    </Stack>
  );
}
