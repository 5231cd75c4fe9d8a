import { useMemo } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import {
  BULK_DELETE,
  GridPanel,
  errorMessages,
  filterFieldsOf,
  useConfirm,
  useGridPanel,
  useToast,
  useRights,
} from '@storeroom/core';
import { Badge, Button, Inline, createDataGridColumnHelper } from '@storeroom/ui';
import {
  PIXELS_APP_PATH,
  PIXELS_DEFAULT_SORT,
  PIXELS_EDIT_PATH,
  PIXELS_MESSAGES,
  PIXELS_PAGE_SIZE,
  PIXELS_PATH,
  PIXELS_SUBJECT,
  PIXEL_PAGE_LABELS,
  PIXEL_POSITION_LABELS,
} from '../../../contract';
import type { Pixel } from '../../../contract';
import { pixels, usePixelsStatus } from '../../data';

const col = createDataGridColumnHelper<Pixel>();

// The filter builder offers exactly the filters the contract declares (and the server accepts).
const filterFields = filterFieldsOf(pixels.contract);

function kindsOf(pixel: Pixel): string {
  const kinds = [pixel.facebook ? 'Facebook' : null, pixel.google ? 'Google' : null].filter(Boolean);
  return kinds.length > 0 ? kinds.join(', ') : '—';
}

function PixelRowActions({ pixel }: { pixel: Pixel }) {
  const confirm = useConfirm();
  const removal = pixels.useRemove();
  const toast = useToast();
  const remove = async () => {
    // spec 2 §5 "Pixel deletion needs confirmation."
    if (!(await confirm(PIXELS_MESSAGES.confirmDelete))) return;
    try {
      await removal.mutateAsync(pixel.id);
      toast.success(PIXELS_MESSAGES.deleted);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  return (
    <Button variant="ghost" onClick={() => void remove()} aria-label={`Delete pixel ${pixel.title}`}>
      Delete
    </Button>
  );
}

/** The deprecation warning under a builder theme (spec 2 §6). */
export function BuilderThemeWarning({ message }: { message: string }) {
  return (
    <p role="note">
      <Badge tone="warning">Deprecated</Badge> {message}
    </p>
  );
}

/**
 * `/admin/pixels`, `/admin/pixels/index` and `/admin/app/pixels` (spec 2 §2, spec 4): the
 * store's pixels with search and paging; a title opens the edit pixel screen; Delete asks the
 * generic question first. While a builder theme is active `/admin/pixels` goes to
 * `/admin/app/pixels`, which shows the deprecation warning and offers no "Add pixel" (the server
 * refuses the creation too). Limited pixels access is read-only.
 */
export function PixelsListPage() {
  const { pathname } = useLocation();
  const status = usePixelsStatus();
  const builder = status.data?.builder_theme_active === true;
  const resource = pixels.useResource();
  const rights = useRights(PIXELS_SUBJECT);
  const canCreate = rights.canCreate && status.isSuccess && !builder;
  const { canDelete } = rights;
  const grid = useGridPanel<Pixel>({
    resource,
    label: 'Pixels',
    getRowLabel: (pixel) => pixel.title,
    filterFields,
    defaultPageSize: PIXELS_PAGE_SIZE,
    defaultSort: PIXELS_DEFAULT_SORT,
    openRows: false,
  });
  const columns = useMemo(
    () => [
      col.accessor('title', {
        header: 'Title',
        cell: (info) => (
          <RouterLink to={`${PIXELS_EDIT_PATH}?id=${info.row.original.id}`}>{info.getValue()}</RouterLink>
        ),
      }),
      col.accessor('enabled', {
        header: 'Status',
        enableSorting: false,
        cell: (info) => (
          <Badge tone={info.getValue() ? 'success' : 'neutral'}>
            {info.getValue() ? 'Enabled' : 'Disabled'}
          </Badge>
        ),
      }),
      col.display({ id: 'kinds', header: 'Pixels', cell: (info) => kindsOf(info.row.original) }),
      col.accessor('position', {
        header: 'Position',
        enableSorting: false,
        cell: (info) => PIXEL_POSITION_LABELS[info.getValue()],
      }),
      col.accessor('pages', {
        header: 'Pages',
        enableSorting: false,
        cell: (info) =>
          info.getValue().length === 0
            ? 'All pages'
            : info
                .getValue()
                .map((p) => PIXEL_PAGE_LABELS[p])
                .join(', '),
      }),
      ...(canDelete
        ? [
            col.display({
              id: 'actions',
              header: 'Actions',
              cell: (info) => <PixelRowActions pixel={info.row.original} />,
            }),
          ]
        : []),
    ],
    [canDelete],
  );
  if (builder && pathname.replace(/\/+$/, '') === PIXELS_PATH)
    return <Navigate to={PIXELS_APP_PATH} replace />;
  return (
    <GridPanel.Root grid={grid}>
      {builder && status.data?.message ? <BuilderThemeWarning message={status.data.message} /> : null}
      <GridPanel.Toolbar>
        <GridPanel.Filters />
        {canCreate ? (
          <Inline gap={1}>
            <RouterLink className="sr-button" data-variant="primary" to={`${PIXELS_EDIT_PATH}?id=0`}>
              Add pixel
            </RouterLink>
          </Inline>
        ) : null}
      </GridPanel.Toolbar>
      <GridPanel.BulkStatus />
      <GridPanel.Grid<Pixel>
        columns={columns}
        bulkActions={canDelete ? [BULK_DELETE] : []}
        empty="No pixels yet."
      />
      <GridPanel.Pager />
    </GridPanel.Root>
  );
}
