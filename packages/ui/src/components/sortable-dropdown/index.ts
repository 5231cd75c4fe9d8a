export {
  DUPLICATE_OPTION_MESSAGE,
  EMPTY_OPTION_MESSAGE,
  SortableDropdown,
  validateNewOption,
} from './sortable-dropdown';
export type { SortableDropdownProps } from './sortable-dropdown';
