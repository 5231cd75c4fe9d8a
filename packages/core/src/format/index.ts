/** @storeroom/core/format: dates, times, money and time units (no React). */
export {
  DATE_FORMAT,
  DEFAULT_TIME_ZONE,
  TIME_FORMAT,
  TIME_UNITS,
  bestTimeUnit,
  createFormatter,
  currencySymbol,
  dayPart,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeDateTime,
  formatRelativeDay,
  formatTime,
  fromSeconds,
  greeting,
  isValidTimeZone,
  toSeconds,
} from './format';
export type { DateInput, DayPart, Formatter, TimeUnit } from './format';
