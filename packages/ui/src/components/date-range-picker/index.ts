export { DateRangePicker, dateRangeFromPreset } from './date-range-picker';
export type { DateRangePickerProps, DateRangeValue } from './date-range-picker';
export {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  DATE_RANGE_ORDER_MESSAGE,
  resolveDatePreset,
} from './date-presets';
export type { DatePreset, DateRange } from './date-presets';
