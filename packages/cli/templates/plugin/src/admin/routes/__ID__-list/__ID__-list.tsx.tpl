import { Link as RouterLink } from 'react-router';
import { BULK_DELETE, GridPanel, can, filterFieldsOf, usePrincipal } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import {
  __CONST___DEFAULT_SORT,
  __CONST___PAGE_SIZE,
  __CONST___STATUS_LABELS,
  __CONST___SUBJECT,
} from '../../../contract';
import type { __PASCAL__Item } from '../../../contract';
import { items } from '../../data';

const col = createDataGridColumnHelper<__PASCAL__Item>();

const columns = [
  col.accessor('title', {
    header: 'Title',
    cell: (info) => <RouterLink to={`__ROUTE__/${info.row.original.id}`}>{info.getValue()}</RouterLink>,
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={__CONST___STATUS_LABELS} />,
  }),
];

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(items.contract);

/** `__ROUTE__`: the __TITLE__ items, newest first; a title opens `__ROUTE__/{id}`. */
export function __PASCAL__ListPage() {
  const resource = items.useResource();
  // Limited access is read-only; the server refuses the writes too.
  const principal = usePrincipal();
  const canCreate = principal !== null && can(principal, __CONST___SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, __CONST___SUBJECT, 'delete');
  return (
    <section aria-label="__TITLE__ list">
      {canCreate ? (
        <p>
          <RouterLink className="sr-button" data-variant="primary" to="__ROUTE__/0">
            New item
          </RouterLink>
        </p>
      ) : null}
      <GridPanel<__PASCAL__Item>
        resource={resource}
        label="__TITLE__"
        columns={columns}
        getRowLabel={(item) => item.title}
        filterFields={filterFields}
        defaultPageSize={__CONST___PAGE_SIZE}
        defaultSort={__CONST___DEFAULT_SORT}
        bulkActions={canDelete ? [BULK_DELETE] : []}
      />
    </section>
  );
}
