/**
 * Order filters outside the resource engine's column filters: the free-text `query`
 * (`chqsearch`: display number, full name or email, spec 2 §2) and the filter of an export
 * (`POST /orders/exportcsv` with `filter`, spec 2 §7), which takes the list's filter keys.
 */
import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, or } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { invalidField } from '@storeroom/server';
import { ordersTable } from './tables';

/** `%`, `_` and `\` are literal in a free-text search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Free text: a display number (with or without `#`/prefix), or part of the name or email. */
export function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const pattern = likePattern(text);
  const conditions = [ilike(ordersTable.full_name, pattern), ilike(ordersTable.email, pattern)];
  const digits = /^[^0-9]*([0-9]{1,9})[^0-9]*$/.exec(text)?.[1];
  if (digits) conditions.push(eq(ordersTable.display_number, Number(digits)));
  return or(...conditions);
}

const NUMERIC_KEYS = {
  status: ordersTable.status,
  paid: ordersTable.paid,
  display_number: ordersTable.display_number,
  customer_id: ordersTable.customer_id,
} as const;

type Operator = '=' | '>' | '<' | '>=' | '<=' | '!=';
const OPERATORS: Record<Operator, typeof eq> = { '=': eq, '>': gt, '<': lt, '>=': gte, '<=': lte, '!=': ne };

function isOperatorFilter(value: unknown): value is { operator: string; value: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'operator' in value;
}

/**
 * The export's filter (the list's keys: status, paid, display_number, customer_id as a value
 * or list; order_date as operator filters; query). Unknown keys or bad values are 422.
 */
export function exportFilter(filter: Record<string, unknown>): SQL | undefined {
  const conditions: SQL[] = [];
  const bad = (key: string) => invalidField(`filter.${key}`, 'The filter is not valid.');
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'query') {
      const c = queryFilter(value);
      if (c) conditions.push(c);
      continue;
    }
    if (key === 'order_date') {
      for (const f of Array.isArray(value) ? value : [value]) {
        if (!isOperatorFilter(f) || !(f.operator in OPERATORS)) throw bad(key);
        const date = new Date(String(f.value));
        if (Number.isNaN(date.getTime())) throw bad(key);
        conditions.push(OPERATORS[f.operator as Operator](ordersTable.order_date, date));
      }
      continue;
    }
    if (Object.hasOwn(NUMERIC_KEYS, key)) {
      const column = NUMERIC_KEYS[key as keyof typeof NUMERIC_KEYS];
      const list = (Array.isArray(value) ? value : [value]).map(Number);
      if (list.some((n) => !Number.isInteger(n))) throw bad(key);
      if (list.length > 0) conditions.push(inArray(column, list));
      continue;
    }
    throw bad(key);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
