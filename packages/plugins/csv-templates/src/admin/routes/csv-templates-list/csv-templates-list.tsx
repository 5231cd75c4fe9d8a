import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { BULK_DELETE, GridPanel, filterFieldsOf, useFormat, useRights } from '@storeroom/core';
import { Inline, Stack, createDataGridColumnHelper } from '@storeroom/ui';
import {
  CSV_LAYOUT_LABELS,
  CSV_TEMPLATES_DEFAULT_SORT,
  CSV_TEMPLATES_PAGE_SIZE,
  CSV_TEMPLATES_SUBJECT,
} from '../../../contract';
import type { CsvTemplateItem } from '../../../contract';
import { templates } from '../../data';

const col = createDataGridColumnHelper<CsvTemplateItem>();

const filterFields = filterFieldsOf(templates.contract);

function useColumns() {
  const format = useFormat();
  return useMemo(
    () => [
      col.accessor('title', {
        header: 'Title',
        cell: (info) => <RouterLink to={`/admin/csv/${info.row.original.id}`}>{info.getValue()}</RouterLink>,
      }),
      col.accessor('layout_type', {
        header: 'Layout',
        cell: (info) => CSV_LAYOUT_LABELS[info.getValue()] ?? String(info.getValue()),
      }),
      col.accessor('columns', {
        header: 'Columns',
        enableSorting: false,
        cell: (info) =>
          info
            .getValue()
            .map((c) => c.title)
            .join(', '),
      }),
      col.accessor('created_at', { header: 'Created', cell: (info) => format.date(info.getValue()) }),
    ],
    [format],
  );
}

/** `/admin/csv`: the CSV export templates, newest first (spec 1 §2, §9); a title opens `/admin/csv/{id}`. */
export function CsvTemplatesListPage() {
  const client = templates.useResource();
  const columns = useColumns();
  // Limited access is read-only (spec 1 §6); the server refuses writes too.
  const { canCreate, canDelete } = useRights(CSV_TEMPLATES_SUBJECT);
  return (
    <Stack as="section" gap={2} aria-label="CSV templates list">
      {canCreate ? (
        <Inline justify="end">
          <RouterLink className="sr-button" data-variant="primary" to="/admin/csv/0">
            New template
          </RouterLink>
        </Inline>
      ) : null}
      <GridPanel<CsvTemplateItem>
        resource={client}
        label="CSV templates"
        columns={columns}
        getRowLabel={(item) => item.title}
        filterFields={filterFields}
        defaultPageSize={CSV_TEMPLATES_PAGE_SIZE}
        defaultSort={CSV_TEMPLATES_DEFAULT_SORT}
        bulkActions={canDelete ? [BULK_DELETE] : []}
      />
    </Stack>
  );
}
