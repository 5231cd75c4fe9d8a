/**
 * @storeroom/ui: the design system. It knows nothing of plugins, HTTP or routes.
 * Import the styles once in the app: `import '@storeroom/ui/styles.css'`.
 *
 * This file (with the `charts`, `code-editor` and `rich-text` entries) is the one named list of
 * what the package offers; a component folder's `index.ts` only gathers its files (`export *`).
 */
export { Button } from './components/button';
export type { ButtonProps, ButtonVariant } from './components/button';
export { Field, FieldError, useFieldControl, useFieldContext } from './components/field';
export type { ControlProps, FieldErrorProps, FieldProps, FieldControlProps } from './components/field';
export { IconButton } from './components/icon-button';
export type { IconButtonProps } from './components/icon-button';
export { Link } from './components/link';
export type { LinkProps } from './components/link';
export { Input } from './components/input';
export type { InputProps } from './components/input';
export { Textarea } from './components/textarea';
export type { TextareaProps } from './components/textarea';
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps, CheckedState } from './components/checkbox';
export { Switch } from './components/switch';
export type { SwitchProps } from './components/switch';
export { RadioGroup } from './components/radio-group';
export type { RadioGroupProps, RadioOption } from './components/radio-group';
export { Dialog, Modal } from './components/dialog';
export type { DialogContentProps, DialogRootProps } from './components/dialog';
export { ConfirmDialog, DEFAULT_CONFIRM_MESSAGE } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { SidePanel, Drawer } from './components/side-panel';
export type { SidePanelContentProps, SidePanelRootProps } from './components/side-panel';
export { Tabs } from './components/tabs';
export type { TabsRootProps } from './components/tabs';
export { Tooltip, CopyButton, COPY_TOOLTIP_MS } from './components/tooltip';
export type { TooltipProps, CopyButtonProps } from './components/tooltip';
export { Menu, Dropdown } from './components/menu';
export type { MenuItemProps } from './components/menu';
export { Toast, Toaster, TOAST_DEFAULT_DURATION, TOAST_TOP_OFFSET } from './components/toast';
export type { ToastItem, ToastProps, ToastVariant, ToasterProps } from './components/toast';
export { Badge, StatusPill } from './components/badge';
export type { BadgeProps, BadgeTone, StatusPillProps } from './components/badge';
export { Card } from './components/card';
export type { CardProps } from './components/card';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Page, PageHeader } from './components/page';
export type { PageBackLink, PageHeaderProps, PageProps } from './components/page';
export { Stack } from './components/stack';
export type { StackProps } from './components/stack';
export { Inline } from './components/inline';
export type { InlineProps } from './components/inline';
export { Grid } from './components/grid';
export type { GridColumnCount, GridProps, GridResponsiveColumns } from './components/grid';
export type { LayoutElement, SpaceStep } from './lib/layout';
export { DescriptionList } from './components/description-list';
export type {
  DescriptionListEntry,
  DescriptionListItemProps,
  DescriptionListRootProps,
} from './components/description-list';
export { Table } from './components/table';
export type {
  TableCaptionProps,
  TableCellAlign,
  TableCellProps,
  TableColumn,
  TableColumnsProps,
  TableHeaderCellProps,
  TableRootProps,
  TableRowProps,
} from './components/table';
export { KeyValueTable } from './components/key-value-table';
export type { KeyValueRow, KeyValueTableProps } from './components/key-value-table';
export { Stat } from './components/stat';
export type { StatProps } from './components/stat';
export { Thumbnail } from './components/thumbnail';
export type { ThumbnailProps } from './components/thumbnail';
export { Spinner, Skeleton } from './components/spinner';
export type { SpinnerProps, SkeletonProps } from './components/spinner';
export { Popover } from './components/popover';
export {
  NumberInput,
  clampNumber,
  formatNumber,
  parseNumberText,
  roundTo,
  sanitizeNumberText,
} from './components/number-input';
export type { NumberInputProps, NumberRules } from './components/number-input';
export { MoneyInput, currencySymbol, minorDigits } from './components/money-input';
export type { CurrencySymbol, MoneyInputProps } from './components/money-input';
export { Combobox } from './components/combobox';
export type { ComboboxOption, ComboboxProps } from './components/combobox';
export { TagInput, MultiSelect } from './components/tag-input';
export type { MultiSelectProps, TagInputProps, TagOption } from './components/tag-input';
export {
  DUPLICATE_OPTION_MESSAGE,
  EMPTY_OPTION_MESSAGE,
  SortableDropdown,
  validateNewOption,
} from './components/sortable-dropdown';
export type { SortableDropdownProps } from './components/sortable-dropdown';
export {
  DateInput,
  INVALID_DATE_MESSAGE,
  ISO_DATE_FORMAT,
  US_DATE_FORMAT,
  formatUsDate,
  maskUsDate,
  parseIsoDate,
  parseUsDate,
  toIsoDate,
} from './components/date-input';
export type { DateInputProps } from './components/date-input';
export {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  DATE_RANGE_ORDER_MESSAGE,
  DateRangePicker,
  dateRangeFromPreset,
  resolveDatePreset,
} from './components/date-range-picker';
export type {
  DatePreset,
  DateRange,
  DateRangePickerProps,
  DateRangeValue,
} from './components/date-range-picker';
export {
  DEFAULT_PHONE_COUNTRY,
  PREFERRED_PHONE_COUNTRIES,
  PhoneInput,
  checkPhone,
  dialCode,
  formatNational,
  parseStoredPhone,
  phoneCountries,
} from './components/phone-input';
export type { CountryCode, PhoneCheck, PhoneInputProps } from './components/phone-input';
export {
  EmailInput,
  INVALID_EMAIL_MESSAGE,
  MultiEmailInput,
  isValidEmail,
  normalizeEmail,
  normalizeEmails,
} from './components/email-input';
export type { EmailInputProps, MultiEmailInputProps } from './components/email-input';
export { ColorPicker, normalizeHexColor } from './components/color-picker';
export type { ColorPickerProps } from './components/color-picker';
export {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE,
  FILE_MESSAGES,
  FileUpload,
  IMAGE_MESSAGES,
  ImageUpload,
  acceptsFile,
  checkFiles,
} from './components/file-upload';
export type {
  FileCheck,
  FileUploadMessages,
  FileUploadProps,
  ImageUploadProps,
} from './components/file-upload';
export { Stepper, Wizard, wizardProgress } from './components/wizard';
export type { StepperProps, WizardProps, WizardStep } from './components/wizard';
export { Breadcrumb } from './components/breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './components/breadcrumb';
export { SortableList, moveItem } from './components/sortable-list';
export type { SortableListProps } from './components/sortable-list';
export {
  DataGrid,
  createDataGridColumnHelper,
  dataGridFeatures,
  paramToSorting,
  sortingToParam,
} from './components/data-grid';
export type {
  DataGridColumnDef,
  DataGridColumnMeta,
  DataGridFeatures,
  DataGridProps,
  DataGridSelection,
  DataGridSorting,
} from './components/data-grid';
export { Pagination, paginationItems } from './components/pagination';
export type { PaginationProps } from './components/pagination';
export { FormErrors } from './components/form-errors';
export type { FormErrorsProps } from './components/form-errors';
