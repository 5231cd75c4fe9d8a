import { BULK_DELETE, GridPanel, can, useApi, usePrincipal } from '@storeroom/core';
import type { GridFilterField } from '@storeroom/core';
import { StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import { CSV_TEMPLATES_PAGE_SIZE, CSV_TEMPLATES_STATUSES, CSV_TEMPLATES_STATUS_LABELS, CSV_TEMPLATES_SUBJECT } from '../../../schema';
import type { CsvTemplatesItem } from '../../../schema';
import { csvTemplatesApiRef } from '../../api';
import { CsvTemplatesForm } from './csv-templates-form';

const col = createDataGridColumnHelper<CsvTemplatesItem>();

const columns = [
  col.accessor('id', { header: 'ID', meta: { width: 80 } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <StatusPill status={info.getValue()} labels={CSV_TEMPLATES_STATUS_LABELS} />,
  }),
];

const filterFields: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: CSV_TEMPLATES_STATUSES.map((value) => ({ value, label: CSV_TEMPLATES_STATUS_LABELS[value] })),
  },
];

/** `/admin/csv-templates`: the Csv templates list with its side panel (`?id=`; 0 creates). */
export function CsvTemplatesListPage() {
  const client = useApi(csvTemplatesApiRef);
  // Limited access is read-only (ARCHITECTURE.md "Auth and permissions"); the server refuses too.
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, CSV_TEMPLATES_SUBJECT, 'update');
  const canCreate = principal !== null && can(principal, CSV_TEMPLATES_SUBJECT, 'create');
  const canDelete = principal !== null && can(principal, CSV_TEMPLATES_SUBJECT, 'delete');
  return (
    <GridPanel<CsvTemplatesItem>
      resource={client}
      label="Csv templates"
      columns={columns}
      getRowLabel={(item) => item.title}
      filterFields={filterFields}
      defaultPageSize={CSV_TEMPLATES_PAGE_SIZE}
      defaultSort="!id"
      newLabel={canCreate ? 'Add item' : undefined}
      bulkActions={canDelete ? [BULK_DELETE] : []}
      panelTitle={(item, isNew) => (isNew ? 'New item' : (item?.title ?? 'Item'))}
      renderPanel={(panel) => <CsvTemplatesForm panel={panel} readOnly={panel.isNew ? !canCreate : !canEdit} />}
    />
  );
}
