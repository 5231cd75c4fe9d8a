import type { DataGridColumnDef } from '@storeroom/ui';
import type { ReactNode } from 'react';
import type { Identified } from '../data/resource-hooks';
import { GridPanelParts } from './parts';
import type { GridBulkAction, GridPanelContext } from './types';
import { useGridPanel } from './use-grid-panel';
import type { UseGridPanelOptions } from './use-grid-panel';

export {
  BULK_DELETE,
  BULK_FETCH_PAGE_SIZE,
  GRID_PAGE_SIZES,
  INFINITE_SCROLL_THROTTLE_MS,
  NEW_ROW_ID,
} from './types';
export type { GridBulkAction, GridBulkStep, GridPanelContext, RowId } from './types';

export interface GridPanelProps<TItem extends Identified & Record<string, unknown>> extends Omit<
  UseGridPanelOptions<TItem>,
  'openRows' | 'panelId' | 'onPanelIdChange'
> {
  columns: ReadonlyArray<DataGridColumnDef<TItem>>;
  bulkActions?: readonly GridBulkAction<TItem>[];
  /** Saved views of the filter (server-side); default on when there are filter fields. */
  savedViews?: boolean;
  /** The side panel's content (a form). Without it rows do not open. */
  renderPanel?: (context: GridPanelContext<TItem>) => ReactNode;
  panelTitle?: (item: TItem | undefined, isNew: boolean) => ReactNode;
  /** The screen's `<h1>` (default `label`); `false` when the screen renders its own. */
  title?: ReactNode | false;
  /** Label of the "new row" button (id 0); none hides it, and then `?id=0` opens nothing. */
  newLabel?: string;
  empty?: ReactNode;
  /** Grid height in px. */
  height?: number;
}

/**
 * The list-with-side-panel screen in one call (spec 2 §2, spec 3 §2), composed of the parts:
 * a DataGrid on a resource with its list state in the URL (`page`, `size`, `sort`, `filter`,
 * `id`); `?id=` opens the side panel on that row (0 = a new unsaved row) while the grid stays
 * mounted; page-number paging that steps back when a page empties, or infinite scroll
 * throttled at 800 ms; a filter builder with saved views; bulk actions with confirmation,
 * steps, chunks and per-item errors. A screen that needs more composes the parts itself
 * (`useGridPanel` + `GridPanel.Root`, ...).
 */
function GridPanelComponent<TItem extends Identified & Record<string, unknown>>(
  props: GridPanelProps<TItem>,
) {
  const {
    columns,
    bulkActions,
    savedViews,
    renderPanel,
    panelTitle,
    newLabel,
    empty,
    height,
    title,
    ...options
  } = props;
  // `?id=0` opens a new row only where the screen offers one (its "new" button): a screen
  // that issues rows in a modal, or a user who may not create, gets no empty panel.
  const grid = useGridPanel<TItem>({
    ...options,
    openRows: !!renderPanel,
    newRows: options.newRows ?? !!newLabel,
  });
  const hasFilters = (options.filterFields ?? []).length > 0;
  const { Root, Toolbar, Filters, NewButton, BulkStatus, Grid, Pager, Panel } = GridPanelParts;
  return (
    <Root grid={grid} title={title}>
      {hasFilters || (newLabel && renderPanel) ? (
        <Toolbar>
          <Filters savedViews={savedViews} />
          {newLabel && renderPanel ? <NewButton label={newLabel} /> : null}
        </Toolbar>
      ) : null}
      <BulkStatus />
      <Grid<TItem> columns={columns} bulkActions={bulkActions} empty={empty} height={height} />
      <Pager />
      {renderPanel ? <Panel<TItem> title={panelTitle}>{renderPanel}</Panel> : null}
    </Root>
  );
}

/**
 * `<GridPanel ...>` in one call, and its parts for screens that compose their own:
 * `GridPanel.Root / Toolbar / Filters / NewButton / BulkStatus / Grid / Pager / Panel`.
 */
export const GridPanel = Object.assign(GridPanelComponent, GridPanelParts);
