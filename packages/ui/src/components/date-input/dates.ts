import { format, isValid, parse } from 'date-fns';

/** The spec's display and entry format (spec 2 §9, spec 3 §5). */
export const US_DATE_FORMAT = 'MM/dd/yyyy';
/** The wire format dates are sent in (spec 3 §5). */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** Parses `MM/DD/YYYY` strictly (real calendar dates only); null when it is not one. */
export function parseUsDate(text: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null;
  const date = parse(text.trim(), US_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** `Date` → `MM/DD/YYYY`. */
export function formatUsDate(date: Date): string {
  return format(date, US_DATE_FORMAT);
}

/** `yyyy-MM-dd` → Date (local midnight), or null. */
export function parseIsoDate(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, ISO_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** `Date` → `yyyy-MM-dd`. */
export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

/** Inserts the slashes of MM/DD/YYYY as digits are typed; drops anything else. */
export function maskUsDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Message for a date that is not a real MM/DD/YYYY date. */
export const INVALID_DATE_MESSAGE = 'Enter a valid date as MM/DD/YYYY.';
