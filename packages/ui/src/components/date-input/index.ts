export { DateInput } from './date-input';
export type { DateInputProps } from './date-input';
export {
  INVALID_DATE_MESSAGE,
  ISO_DATE_FORMAT,
  US_DATE_FORMAT,
  formatUsDate,
  maskUsDate,
  parseIsoDate,
  parseUsDate,
  toIsoDate,
} from './dates';
