export {
  BULK_DELETE,
  BULK_FETCH_PAGE_SIZE,
  GRID_PAGE_SIZES,
  GridPanel,
  INFINITE_SCROLL_THROTTLE_MS,
  NEW_ROW_ID,
} from './grid-panel';
export type { GridBulkAction, GridPanelContext, GridPanelProps } from './grid-panel';
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
