import { useState } from 'react';
import type { ResourceClient } from '../client/resource';
import type { SearchFilter } from '../client/types';
import type { Identified } from '../data/resource-hooks';
import { dialogApiRef } from '../core-apis';
import { createDialogService } from '../notifications/dialog-service';
import type { DialogService } from '../notifications/dialog-service';
import { useOptionalApi } from '../plugin/api-provider';
import type { GridFilterField } from './filters';
import type { RowId } from './types';
import { useGridBulk } from './use-grid-bulk';
import type { GridBulk } from './use-grid-bulk';
import { useGridList } from './use-grid-list';
import type { GridList } from './use-grid-list';
import { useGridPanelForm } from './use-grid-panel-form';
import type { GridPanelForm } from './use-grid-panel-form';
import { useGridSelection } from './use-grid-selection';
import type { GridSelectionState } from './use-grid-selection';
import { useGridUrlState } from './use-grid-url-state';
import type { GridUrlState } from './use-grid-url-state';

export interface UseGridPanelOptions<TItem> {
  /** The resource of the grid (a client for the HTTP contract). */
  resource: ResourceClient<TItem, unknown, unknown>;
  /** Accessible name of the grid and heading of the screen part, e.g. "Coupons". */
  label: string;
  /** Name of a row for its checkbox and panel title. */
  getRowLabel?: (item: TItem) => string;
  /** Fields of the filter builder. */
  filterFields?: readonly GridFilterField[];
  /** Conditions every request carries (e.g. `{ is_template: false }`). */
  baseFilter?: SearchFilter;
  expand?: readonly string[];
  /** Expand of the panel's item request. */
  itemExpand?: readonly string[];
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Default sort (`'!order_date'`). */
  defaultSort?: string;
  /** Page-number paging (default) or infinite scroll. */
  mode?: 'pages' | 'infinite';
  /** Rows open in the side panel (`GridPanel.Panel`). Default false. */
  openRows?: boolean;
  /**
   * Whether `?id=0` opens a new, unsaved row (default true). A screen that creates rows
   * elsewhere (a modal) or not at all for this user says false: `?id=0` then opens nothing.
   */
  newRows?: boolean;
  /**
   * The open row when the screen keeps it elsewhere than `?id=` (e.g. in the path,
   * `/admin/orders/order/{id}`); give `onPanelIdChange` with it.
   */
  panelId?: RowId | null;
  onPanelIdChange?: (id: RowId | null, options?: { replace?: boolean }) => void;
  /** Reports the panel form's unsaved state. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after a bulk action succeeded (e.g. to toast "Selected products deleted successfully."). */
  onBulkDone?: (action: string, ids: readonly RowId[]) => void;
}

/** Everything the parts of a grid screen share; `GridPanel.Root` takes it. */
export interface GridPanelController<TItem> {
  options: UseGridPanelOptions<TItem>;
  url: GridUrlState;
  list: GridList<TItem>;
  selection: GridSelectionState;
  bulk: GridBulk<TItem>;
  panel: GridPanelForm<TItem>;
  /** Asks the grid's questions (the admin's dialog service, or the grid's own without one). */
  dialogs: DialogService;
  /** The grid's own dialog service when the admin's is not in scope (rendered by Root). */
  ownDialogs: DialogService | null;
}

/**
 * The headless grid screen: URL state, the list query, selection, bulk actions and the side
 * panel's form, wired together. Render it with the parts (`GridPanel.Root` and friends), or
 * use the one-call `<GridPanel>`.
 *
 * @example
 * const grid = useGridPanel({ resource: coupons, label: 'Coupons', openRows: true });
 * return (
 *   <GridPanel.Root grid={grid}>
 *     <GridPanel.Toolbar><GridPanel.Filters /><GridPanel.NewButton label="Add coupon" /></GridPanel.Toolbar>
 *     <GridPanel.Grid columns={columns} bulkActions={[BULK_DELETE]} />
 *     <GridPanel.Pager />
 *     <GridPanel.Panel>{(context) => <CouponForm context={context} />}</GridPanel.Panel>
 *   </GridPanel.Root>
 * );
 */
export function useGridPanel<TItem extends Identified & Record<string, unknown>>(
  options: UseGridPanelOptions<TItem>,
): GridPanelController<TItem> {
  const { resource, openRows = false } = options;
  const fromApis = useOptionalApi(dialogApiRef);
  const [own] = useState(() => (fromApis ? null : createDialogService()));
  const dialogs = fromApis ?? own!;
  const url = useGridUrlState(options);
  const list = useGridList(resource, url, options);
  const selection = useGridSelection(JSON.stringify(list.filter));
  const bulk = useGridBulk({
    resource,
    dialogs,
    collectIds: list.collectIds,
    items: list.items,
    clearSelection: selection.clear,
    onDone: options.onBulkDone,
  });
  const controlled = options.onPanelIdChange !== undefined;
  const id = controlled ? (options.panelId ?? null) : url.panelId;
  const panel = useGridPanelForm(resource, {
    id,
    setId: controlled ? options.onPanelIdChange! : url.setPanelId,
    enabled: openRows,
    newRows: options.newRows,
    itemExpand: options.itemExpand,
    placeholder: id === null ? undefined : list.items.find((i) => String(i.id) === String(id)),
    dialogs,
    onDirtyChange: options.onDirtyChange,
  });
  return { options, url, list, selection, bulk, panel, dialogs, ownDialogs: fromApis ? null : own };
}
