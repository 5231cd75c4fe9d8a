import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { BULK_DELETE, GridPanel, filterFieldsOf, useFormat, useRights } from '@storeroom/core';
import { Inline, Stack, createDataGridColumnHelper } from '@storeroom/ui';
import {
  INVOICE_ORDERS_DEFAULT_SORT,
  INVOICE_ORDERS_PAGE_SIZE,
  INVOICE_ORDERS_SUBJECT,
} from '../../../contract';
import type { InvoiceOrderItem } from '../../../contract';
import { invoices } from '../../data';
import { PaidStatus } from '../../components/paid-status';

const col = createDataGridColumnHelper<InvoiceOrderItem>();

const filterFields = filterFieldsOf(invoices.contract);

// Paid rows stay (the server refuses them, spec 2 §8), so no optimistic removal.
const DELETE_UNPAID = { ...BULK_DELETE, optimistic: undefined };

function useColumns() {
  const format = useFormat();
  return useMemo(
    () => [
      col.accessor('id', {
        header: 'Invoice',
        meta: { width: 110 },
        cell: (info) => (
          <RouterLink to={`/admin/orders/invoice/${info.getValue()}`}>#{info.getValue()}</RouterLink>
        ),
      }),
      col.accessor('created_at', { header: 'Date', cell: (info) => format.date(info.getValue()) }),
      col.accessor('email', { header: 'Customer email', cell: (info) => info.getValue() || '—' }),
      col.accessor('paid', { header: 'Status', cell: (info) => <PaidStatus paid={info.getValue()} /> }),
      col.accessor('total', { header: 'Total', cell: (info) => format.money(info.getValue()) }),
    ],
    [format],
  );
}

/** `/admin/orders/invoice`: invoice orders, newest first; a number opens `/admin/orders/invoice/{id}`. */
export function InvoiceOrdersListPage() {
  const client = invoices.useResource();
  const columns = useColumns();
  // Limited access is read-only (spec 1 §6); the server refuses writes too.
  const { canCreate, canDelete } = useRights(INVOICE_ORDERS_SUBJECT);
  return (
    <Stack as="section" gap={2} aria-label="Invoice orders list">
      {canCreate ? (
        <Inline justify="end">
          <RouterLink className="sr-button" data-variant="primary" to="/admin/orders/invoice/new">
            Create invoice order
          </RouterLink>
        </Inline>
      ) : null}
      <GridPanel<InvoiceOrderItem>
        resource={client}
        label="Invoice orders"
        columns={columns}
        getRowLabel={(item) => `Invoice #${item.id}`}
        filterFields={filterFields}
        defaultPageSize={INVOICE_ORDERS_PAGE_SIZE}
        defaultSort={INVOICE_ORDERS_DEFAULT_SORT}
        bulkActions={canDelete ? [DELETE_UNPAID] : []}
      />
    </Stack>
  );
}
