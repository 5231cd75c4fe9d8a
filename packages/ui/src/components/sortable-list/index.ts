export { SortableList, moveItem } from './sortable-list';
export type { SortableListProps } from './sortable-list';
