export {
  BULK_DELETE,
  BULK_FETCH_PAGE_SIZE,
  GRID_PAGE_SIZES,
  GridPanel,
  INFINITE_SCROLL_THROTTLE_MS,
  NEW_ROW_ID,
} from './grid-panel';
export type { GridBulkAction, GridBulkStep, GridPanelContext, GridPanelProps, RowId } from './grid-panel';
export { useGridPanelContext } from './parts';
export type { GridPanelGridProps, GridPanelPanelProps, GridPanelRootProps } from './parts';
export { useGridPanel } from './use-grid-panel';
export type { GridPanelController, UseGridPanelOptions } from './use-grid-panel';
export { parseRowId, useGridUrlState } from './use-grid-url-state';
export type { GridUrlState, GridUrlStateOptions } from './use-grid-url-state';
export { useGridList } from './use-grid-list';
export type { GridList, GridListOptions } from './use-grid-list';
export { useGridSelection } from './use-grid-selection';
export type { GridSelectionState } from './use-grid-selection';
export { useGridBulk } from './use-grid-bulk';
export type { GridBulk, GridBulkFailure, GridBulkOptions, GridBulkProgress } from './use-grid-bulk';
export { useGridPanelForm } from './use-grid-panel-form';
export { usePanelForm } from './use-panel-form';
export type { PanelForm, PanelFormOptions } from './use-panel-form';
export type { GridPanelForm, GridPanelFormOptions } from './use-grid-panel-form';
export { FilterBuilder } from './filter-builder';
export type { FilterBuilderProps } from './filter-builder';
export { SavedViews } from './saved-views';
export type { SavedViewsProps } from './saved-views';
export {
  OPERATOR_LABELS,
  conditionsToFilter,
  filterFieldsOf,
  operatorsFor,
  parseConditions,
  parseSavedView,
} from './filters';
export type { FilterCondition, GridFilterField, SavedViewContent } from './filters';
export { usePrefillFilter } from './use-prefill-filter';
