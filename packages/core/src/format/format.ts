/**
 * Shared formatting (spec 2 §9, spec 3 §9): dates and times in the store's time zone, the
 * Today/Tomorrow/Yesterday wording, currency symbols, the greeting by hour and the time units
 * of timeouts and frequency caps. No React: the server and private apps use it too.
 */
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

/** Default store time zone when the store has none (spec 1 §9). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** MM/DD/YYYY (spec 2 §9), in date-fns tokens for callers that format with date-fns. */
export const DATE_FORMAT = 'MM/dd/yyyy';
/** HH:mm:ss (spec 2 §9). */
export const TIME_FORMAT = 'HH:mm:ss';

// Formatters are kept per zone and reused: a list of 200 orders formats 200 date-times, and
// building a zoned date (or a formatter) for each cost about 45 µs a date; `format` on a kept
// formatter costs one or two. en-US with two-digit fields and a 23-hour clock writes exactly
// MM/DD/YYYY and HH:mm:ss ("07/04/2026, 00:00:00" for both; the comma is dropped). date-fns'
// `format` (with its locale data) would add ~10 KB to the shell's initial JS for two patterns.
interface ZoneFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
}
const zoneFormats = new Map<string, ZoneFormats>();

function formatsOf(timeZone: string): ZoneFormats {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    const date = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    const time = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;
    formats = {
      date: new Intl.DateTimeFormat('en-US', { timeZone, ...date }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, ...time }),
      dateTime: new Intl.DateTimeFormat('en-US', { timeZone, ...date, ...time }),
    };
    if (zoneFormats.size < 100) zoneFormats.set(timeZone, formats);
  }
  return formats;
}

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  // Unix seconds (the statistics calls use them) are told apart from milliseconds by size.
  if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
  return new Date(value);
}

function zoned(value: DateInput, timeZone: string): TZDate {
  return new TZDate(toDate(value).getTime(), timeZone || DEFAULT_TIME_ZONE);
}

// Building an Intl formatter costs about a tenth of a millisecond: a list of 200 orders asked
// for 400 of them (date and time of each row). Answers are kept per zone.
const zoneValidity = new Map<string, boolean>();

/** Whether a string is an IANA time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  const known = zoneValidity.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  if (zoneValidity.size < 1000) zoneValidity.set(timeZone, valid);
  return valid;
}

function safeZone(timeZone: string | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** `MM/DD/YYYY` in the time zone. Invalid input gives an empty string. */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatsOf(safeZone(timeZone)).date.format(date);
}

/** `HH:mm:ss` in the time zone. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatsOf(safeZone(timeZone)).time.format(date);
}

/** `MM/DD/YYYY HH:mm:ss` in the time zone. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatsOf(safeZone(timeZone)).dateTime.format(date).replace(', ', ' ');
}

/**
 * "Today", "Tomorrow" or "Yesterday" for those calendar days in the store's time zone,
 * otherwise `MM/DD/YYYY`.
 */
export function formatRelativeDay(value: DateInput, timeZone?: string, now: DateInput = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = safeZone(timeZone);
  const diff = differenceInCalendarDays(zoned(date, zone), zoned(now, zone));
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  if (diff === -1) return 'Yesterday';
  return formatDate(date, zone);
}

/** Relative day followed by the time: "Today 14:03:00", "07/01/2026 09:00:00". */
export function formatRelativeDateTime(
  value: DateInput,
  timeZone?: string,
  now: DateInput = Date.now(),
): string {
  const day = formatRelativeDay(value, timeZone, now);
  return day ? `${day} ${formatTime(value, timeZone)}` : '';
}

/** The symbol of a currency (spec 3 §9): USD, CAD and anything else $; EUR €; GBP £. */
export function currencySymbol(currency: string | null | undefined): string {
  switch ((currency ?? '').toUpperCase()) {
    case 'EUR':
      return '€';
    case 'GBP':
      return '£';
    default:
      return '$';
  }
}

let moneyFormat: Intl.NumberFormat | undefined;
const moneyDigits = () =>
  (moneyFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * An amount with its currency symbol and two decimals: `$1,234.50`, `£9.99`; euros put the
 * symbol after the amount (`12.00 €`). Negative amounts lead with the minus sign.
 */
export function formatMoney(amount: number | string | null | undefined, currency?: string | null): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const digits = moneyDigits().format(Math.abs(safe));
  const sign = safe < 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  return (currency ?? '').toUpperCase() === 'EUR'
    ? `${sign}${digits} ${symbol}`
    : `${sign}${symbol}${digits}`;
}

export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';

/** Part of the day by hour (spec 2 §9): 0–4 night, 5–11 morning, 12–16 afternoon, 17–24 evening. */
export function dayPart(hour: number): DayPart {
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** "Good morning" etc. for the current hour in the store's time zone. */
export function greeting(now: DateInput = Date.now(), timeZone?: string): string {
  const hour = zoned(now, safeZone(timeZone)).getHours();
  return `Good ${dayPart(hour)}`;
}

/** Seconds per unit (spec 2 §9, spec 3 §9, spec 4 §9): a month is 30 days. */
export const TIME_UNITS = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  week: 604800,
  month: 2592000,
} as const;
export type TimeUnit = keyof typeof TIME_UNITS;

/** Converts an amount of a unit to seconds: `toSeconds(2, 'day')` → 172800. */
export function toSeconds(amount: number, unit: TimeUnit): number {
  return amount * TIME_UNITS[unit];
}

/** Converts seconds to an amount of a unit: `fromSeconds(172800, 'day')` → 2. */
export function fromSeconds(seconds: number, unit: TimeUnit): number {
  return seconds / TIME_UNITS[unit];
}

/** The largest unit that divides the seconds exactly (for showing a stored timeout). */
export function bestTimeUnit(seconds: number): { amount: number; unit: TimeUnit } {
  const units: TimeUnit[] = ['month', 'week', 'day', 'hour', 'minute'];
  for (const unit of units) {
    if (seconds !== 0 && seconds % TIME_UNITS[unit] === 0)
      return { amount: seconds / TIME_UNITS[unit], unit };
  }
  return { amount: seconds, unit: 'second' };
}

/** A formatter bound to a store's time zone and currency (the admin's `useFormat()`). */
export interface Formatter {
  timeZone: string;
  currency: string;
  date(value: DateInput): string;
  time(value: DateInput): string;
  dateTime(value: DateInput): string;
  relativeDay(value: DateInput): string;
  relativeDateTime(value: DateInput): string;
  money(amount: number | string | null | undefined, currency?: string): string;
  greeting(): string;
  /** The greeting for a given moment. */
  greetingAt(now: DateInput): string;
}

/** Binds the helpers to a store's settings. */
export function createFormatter(
  settings: { timezone?: string | null; currency?: string | null } = {},
): Formatter {
  const timeZone = safeZone(settings.timezone ?? undefined);
  const currency = settings.currency || 'USD';
  return {
    timeZone,
    currency,
    date: (v) => formatDate(v, timeZone),
    time: (v) => formatTime(v, timeZone),
    dateTime: (v) => formatDateTime(v, timeZone),
    relativeDay: (v) => formatRelativeDay(v, timeZone),
    relativeDateTime: (v) => formatRelativeDateTime(v, timeZone),
    money: (amount, other) => formatMoney(amount, other ?? currency),
    greeting: () => greeting(Date.now(), timeZone),
    greetingAt: (now) => greeting(now, timeZone),
  };
}
