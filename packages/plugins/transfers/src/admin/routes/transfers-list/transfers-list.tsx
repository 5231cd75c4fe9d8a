import { useNavigate } from 'react-router';
import { BULK_DELETE, GridPanel, filterFieldsOf, useFormat, useToast, useRights } from '@storeroom/core';
import { Badge, Button, Inline, Link, Stack, StatusPill, createDataGridColumnHelper } from '@storeroom/ui';
import {
  TRANSFERS_DEFAULT_SORT,
  TRANSFERS_MESSAGES,
  TRANSFERS_PAGE_SIZE,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferNumber,
  transfersContract,
} from '../../../contract';
import type { Transfer } from '../../../contract';
import { locationName } from '../../components/location-name';
import { transfers, useLocations } from '../../data';

const col = createDataGridColumnHelper<Transfer>();

function LocationName({ transfer, side }: { transfer: Transfer; side: 'from' | 'to' }) {
  const locations = useLocations();
  return <>{locationName(transfer, side, locations.data)}</>;
}

const STATUS_TONES = { 0: 'info', 1: 'warning', 2: 'success' } as const;

/** The filter builder's fields, from the contract; the warehouse choices are the store's warehouses. */
const FILTER_FIELDS = filterFieldsOf(transfersContract.resources.transfers, [
  'status',
  'archived',
  'from_warehouse',
  'to_warehouse',
]);

/** `/admin/transfers` (spec 2 §2): the transfer list with filters, saved views and bulk archive. */
export function TransfersListPage() {
  const resource = transfers.useResource();
  const navigate = useNavigate();
  const toast = useToast();
  const format = useFormat();
  const { canCreate, canEdit: canUpdate, canDelete } = useRights(TRANSFERS_SUBJECT);
  const locations = useLocations();
  const open = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    void navigate(path);
  };

  const columns = [
    col.accessor('id', {
      header: 'Transfer',
      meta: { width: 110 },
      cell: (info) => (
        <Link
          href={`/admin/transfers/form?id=${info.getValue()}`}
          onClick={open(`/admin/transfers/form?id=${info.getValue()}`)}
        >
          {transferNumber(info.getValue())}
        </Link>
      ),
    }),
    // A cell reads the locations itself, so it updates when they arrive after the rows.
    col.display({
      id: 'from',
      header: 'From',
      cell: (info) => <LocationName transfer={info.row.original} side="from" />,
    }),
    col.display({
      id: 'to',
      header: 'To',
      cell: (info) => <LocationName transfer={info.row.original} side="to" />,
    }),
    col.accessor('status', {
      header: 'Status',
      meta: { width: 160 },
      cell: (info) => (
        <span>
          <StatusPill status={String(info.getValue())} labels={TRANSFER_STATUS_LABELS} tones={STATUS_TONES} />{' '}
          {info.row.original.archived ? <Badge>Archived</Badge> : null}
        </span>
      ),
    }),
    col.accessor('received', {
      header: 'Received',
      meta: { width: 120 },
      cell: (info) => `${info.getValue()} of ${info.row.original.quantity}`,
    }),
    col.accessor('created_at', {
      header: 'Created',
      meta: { width: 140 },
      cell: (info) => format.date(info.getValue()),
    }),
    col.display({
      id: 'receive',
      header: 'Receive',
      meta: { width: 110 },
      cell: (info) =>
        info.row.original.status !== 2 && canUpdate ? (
          <Link
            href={`/admin/transfers/receive?id=${info.row.original.id}`}
            onClick={open(`/admin/transfers/receive?id=${info.row.original.id}`)}
            aria-label={`Receive ${transferNumber(info.row.original.id)}`}
          >
            Receive
          </Link>
        ) : null,
    }),
  ];

  const warehouseOptions = (locations.data?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: w.title,
  }));
  const filterFields = FILTER_FIELDS.map((field) =>
    field.name.endsWith('_warehouse') ? { ...field, options: warehouseOptions } : field,
  );

  return (
    <Stack gap={3}>
      {canCreate ? (
        <Inline justify="end">
          <Button variant="primary" onClick={() => void navigate('/admin/transfers/form')}>
            Create transfer
          </Button>
        </Inline>
      ) : null}
      <GridPanel<Transfer>
        resource={resource}
        label="Transfers"
        columns={columns}
        getRowLabel={(t) => transferNumber(t.id)}
        filterFields={filterFields}
        defaultPageSize={TRANSFERS_PAGE_SIZE}
        defaultSort={TRANSFERS_DEFAULT_SORT}
        bulkActions={[
          ...(canUpdate
            ? [
                { action: 'archive', label: 'Archive' },
                { action: 'unarchive', label: 'Unarchive' },
              ]
            : []),
          ...(canDelete ? [BULK_DELETE] : []),
        ]}
        onBulkDone={(action) => {
          if (action === 'archive') toast.success(TRANSFERS_MESSAGES.archived);
          if (action === 'unarchive') toast.success(TRANSFERS_MESSAGES.unarchived);
        }}
      />
    </Stack>
  );
}
