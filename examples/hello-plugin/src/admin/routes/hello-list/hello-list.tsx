import { Link as RouterLink } from 'react-router';
import { BULK_DELETE, GridPanel, can, filterFieldsOf, usePrincipal } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { HELLO_DEFAULT_SORT, HELLO_PAGE_SIZE, HELLO_STATUS_LABELS, HELLO_SUBJECT } from '../../../contract';
import type { HelloItem } from '../../../contract';
import { items } from '../../data';

const col = createDataGridColumnHelper<HelloItem>();

const columns = [
  col.accessor('title', {
    header: 'Title',
    cell: (info) => <RouterLink to={`/admin/hello/${info.row.original.id}`}>{info.getValue()}</RouterLink>,
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={HELLO_STATUS_LABELS} />,
  }),
];

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(items.contract);

/** `/admin/hello`: the Hello items, newest first; a title opens `/admin/hello/{id}`. */
export function HelloListPage() {
  const resource = items.useResource();
  // Limited access is read-only; the server refuses the writes too.
  const principal = usePrincipal();
  const canCreate = principal !== null && can(principal, HELLO_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, HELLO_SUBJECT, 'delete');
  return (
    <section aria-label="Hello list">
      {canCreate ? (
        <p>
          <RouterLink className="sr-button" data-variant="primary" to="/admin/hello/0">
            New item
          </RouterLink>
        </p>
      ) : null}
      <GridPanel<HelloItem>
        resource={resource}
        label="Hello"
        columns={columns}
        getRowLabel={(item) => item.title}
        filterFields={filterFields}
        defaultPageSize={HELLO_PAGE_SIZE}
        defaultSort={HELLO_DEFAULT_SORT}
        bulkActions={canDelete ? [BULK_DELETE] : []}
      />
    </section>
  );
}
