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

/** The store's locale when it has none. */
export const DEFAULT_LOCALE = 'en-US';
/** The store's currency when it has none. */
export const DEFAULT_CURRENCY = 'USD';

// Money is stored, sent and computed as integer minor units of its currency (cents for USD,
// yen for JPY, fils for KWD): floats never hold an amount, so 0.1 + 0.2 problems and
// numeric-as-string drivers disappear. The number of minor digits is the currency's ISO 4217
// exponent, read from Intl (the runtime's CLDR data) and kept per code.
const exponents = new Map<string, number>();

function safeCurrency(currency: string | null | undefined): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  return currencyExponentOrNull(code) === null ? DEFAULT_CURRENCY : code;
}

function currencyExponentOrNull(code: string): number | null {
  const known = exponents.get(code);
  if (known !== undefined) return known;
  let digits: number | null;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    digits = null;
  }
  if (digits !== null && exponents.size < 500) exponents.set(code, digits);
  return digits;
}

/**
 * How many minor digits a currency has (its ISO 4217 exponent): 2 for USD and EUR, 0 for JPY,
 * 3 for KWD. Unknown codes count as the default currency (2).
 */
export function currencyExponent(currency?: string | null): number {
  return currencyExponentOrNull(safeCurrency(currency)) ?? 2;
}

/**
 * An SQL expression giving the exponent of the currency code in `currencyExpression`, for
 * migrations that turn stored decimal amounts into minor units. It lists every code this
 * runtime knows whose exponent is not 2; anything else (and unknown codes) counts as 2.
 */
export function currencyExponentSql(currencyExpression: string): string {
  const codes =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? [];
  const cases = codes
    .map((code) => [code, currencyExponentOrNull(code)] as const)
    .filter(([, digits]) => digits !== null && digits !== 2)
    .map(([code, digits]) => `when '${code.replace(/[^A-Z]/g, '')}' then ${digits}`);
  return cases.length === 0 ? '2' : `(case upper(${currencyExpression}) ${cases.join(' ')} else 2 end)`;
}

const DECIMAL = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

/**
 * Decimal amount (a number or its text, `"12.5"`, `12.345`) to integer minor units of the
 * currency, rounding half away from zero on the decimal digits themselves (no float error:
 * `1.005` USD is 101 cents). Returns null for text that is not a decimal number.
 *
 * @example toMinorUnits('1234.5', 'USD') // 123450
 */
export function toMinorUnits(amount: number | string, currency?: string | null): number | null {
  const exponent = currencyExponent(currency);
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    // Shortest round-trip text of the number; large or tiny ones in fixed notation.
    text =
      Math.abs(amount) >= 1e21 || (amount !== 0 && Math.abs(amount) < 1e-6)
        ? amount.toFixed(20)
        : String(amount);
  } else text = amount;
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(exponent + 1, '0');
  let minor = Number((whole || '0') + digits.slice(0, exponent));
  if (Number(digits[exponent]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/**
 * Integer minor units as a plain decimal number (`123450` USD → `1234.5`), for inputs that
 * edit an amount in currency units. Never compute with the result: compute in minor units.
 */
export function fromMinorUnits(minor: number, currency?: string | null): number {
  return minor / 10 ** currencyExponent(currency);
}

/**
 * Integer minor units as decimal text with exactly the currency's digits, no grouping and no
 * symbol (`123450` USD → `"1234.50"`, `-5` → `"-0.05"`, `500` JPY → `"500"`): CSV exports and
 * other machine-read text.
 */
export function minorUnitsToDecimal(minor: number, currency?: string | null): string {
  const exponent = currencyExponent(currency);
  const value = Math.round(Number(minor) || 0);
  const digits = String(Math.abs(value)).padStart(exponent + 1, '0');
  const sign = value < 0 ? '-' : '';
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

interface MoneyFormat {
  format: Intl.NumberFormat;
  exponent: number;
  /** The spec's EUR rule applies and this locale writes the symbol first (see formatMoney). */
  moveSymbolAfter: boolean;
}
const moneyFormats = new Map<string, MoneyFormat>();

function moneyFormatOf(locale: string, currency: string): MoneyFormat {
  const key = `${locale}|${currency}`;
  let kept = moneyFormats.get(key);
  if (!kept) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      format = new Intl.NumberFormat(DEFAULT_LOCALE, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    }
    const parts = format.formatToParts(1);
    const symbolFirst =
      parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
    kept = {
      format,
      exponent: format.resolvedOptions().maximumFractionDigits ?? 2,
      moveSymbolAfter: currency === 'EUR' && symbolFirst,
    };
    if (moneyFormats.size < 200) moneyFormats.set(key, kept);
  }
  return kept;
}

/** Where money is formatted for people: the store's currency and locale. */
export interface MoneyFormatOptions {
  /** ISO 4217 code; default USD (unknown codes too). */
  currency?: string | null;
  /** BCP 47 locale, e.g. `en-US`, `de-DE`; default en-US (unknown locales too). */
  locale?: string | null;
}

/**
 * Integer minor units as money text for people, with Intl.NumberFormat in the store's locale:
 * `formatMoney(123450, { currency: 'USD' })` → `$1,234.50`; `formatMoney(999, { currency:
 * 'GBP' })` → `£9.99`; `formatMoney(1234, { currency: 'EUR', locale: 'de-DE' })` → `12,34 €`.
 * Symbols are the narrow ones (CAD, AUD, NZD show `$` as spec 3 §9 says); euros put the symbol
 * after the amount (spec 2 §10 reference data) even where the locale writes it first
 * (`12.00 €` in en-US). Formatters are kept per (locale, currency): a list of 200 orders
 * formats 200 totals. Null, undefined and non-numbers count as 0.
 */
export function formatMoney(minor: number | null | undefined, options: MoneyFormatOptions = {}): string {
  const currency = safeCurrency(options.currency);
  const { format, exponent, moveSymbolAfter } = moneyFormatOf(options.locale || DEFAULT_LOCALE, currency);
  const value = typeof minor === 'number' && Number.isFinite(minor) ? Math.round(minor) : 0;
  const amount = value / 10 ** exponent;
  if (!moveSymbolAfter) return format.format(amount);
  let text = '';
  let symbol = '';
  for (const part of format.formatToParts(amount)) {
    if (part.type === 'currency') symbol = part.value;
    else if (part.type !== 'literal' || (text !== '' && !/^\s+$/.test(part.value))) text += part.value;
  }
  return `${text.trim()} ${symbol}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A plain number for people in a locale (kept formatter per locale; unknown locales: en-US). */
export function formatNumber(value: number, locale?: string | null): string {
  const key = locale || DEFAULT_LOCALE;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(key);
    } catch {
      format = new Intl.NumberFormat(DEFAULT_LOCALE);
    }
    if (numberFormats.size < 50) numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Splits an integer amount of minor units into integer parts proportional to `weights`, by
 * largest remainder: the parts always sum to `amount` exactly, none is negative (for a
 * non-negative amount), and equal remainders go to the earlier part, so the result is stable.
 * All-zero weights split evenly. Use it for a tax or discount across order lines, or a refund
 * across payments.
 *
 * @example allocate(100, [1, 1, 1]) // [34, 33, 33]
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount))
    throw new RangeError('allocate: amount must be an integer of minor units.');
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('allocate: weights must be non-negative integers.');
  const ratios = weights.some((w) => w > 0) ? weights : weights.map(() => 1);
  const sign = amount < 0 ? -1n : 1n;
  const whole = BigInt(Math.abs(amount));
  const total = ratios.reduce((sum, w) => sum + BigInt(w), 0n);
  const parts = ratios.map((w) => (whole * BigInt(w)) / total);
  const remainders = ratios.map((w, index) => ({ index, rest: (whole * BigInt(w)) % total }));
  let left = whole - parts.reduce((sum, p) => sum + p, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign));
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
  /** BCP 47 locale money (and other numbers for people) are written in. */
  locale: string;
  date(value: DateInput): string;
  time(value: DateInput): string;
  dateTime(value: DateInput): string;
  relativeDay(value: DateInput): string;
  relativeDateTime(value: DateInput): string;
  /** Integer minor units in the store's currency (or `currency`) and locale: `$1,234.50`. */
  money(minor: number | null | undefined, currency?: string | null): string;
  /** A plain number in the store's locale: `1,234.5` (en-US), `1.234,5` (de-DE). */
  number(value: number): string;
  greeting(): string;
  /** The greeting for a given moment. */
  greetingAt(now: DateInput): string;
}

/** Binds the helpers to a store's settings (time zone, currency, locale). */
export function createFormatter(
  settings: { timezone?: string | null; currency?: string | null; locale?: string | null } = {},
): Formatter {
  const timeZone = safeZone(settings.timezone ?? undefined);
  const currency = settings.currency || DEFAULT_CURRENCY;
  const locale = settings.locale || DEFAULT_LOCALE;
  return {
    timeZone,
    currency,
    locale,
    date: (v) => formatDate(v, timeZone),
    time: (v) => formatTime(v, timeZone),
    dateTime: (v) => formatDateTime(v, timeZone),
    relativeDay: (v) => formatRelativeDay(v, timeZone),
    relativeDateTime: (v) => formatRelativeDateTime(v, timeZone),
    money: (minor, other) => formatMoney(minor, { currency: other || currency, locale }),
    number: (value) => formatNumber(value, locale),
    greeting: () => greeting(Date.now(), timeZone),
    greetingAt: (now) => greeting(now, timeZone),
  };
}
