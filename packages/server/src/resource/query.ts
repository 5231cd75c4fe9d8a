/**
 * List and search parameters → SQL: page/size, sort (`!field` descending) and the search
 * filter body (spec 1 §3 operators). Every value goes in as a bound parameter; a value that
 * does not fit its column is a 422, never a database error.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { FieldErrors } from '@storeroom/core/client';
import { invalid } from '../http/errors';

export const MAX_PAGE_SIZE = 200;
const OPERATORS = new Set(['=', '>', '<', '>=', '<=', '!=', 'contains', 'notcontains']);

export interface Paging {
  page: number;
  size: number;
}

const INT = /^[0-9]{1,9}$/;

/** `?page&size`: positive integers; size at most 200. */
export function parsePaging(query: Record<string, string | undefined>, defaultSize: number): Paging {
  const errors: FieldErrors = {};
  let page = 1;
  let size = defaultSize;
  if (query.page !== undefined && query.page !== '') {
    if (!INT.test(query.page) || Number(query.page) < 1)
      errors.page = ['Page must be a positive whole number.'];
    else page = Number(query.page);
  }
  if (query.size !== undefined && query.size !== '') {
    if (!INT.test(query.size) || Number(query.size) < 1 || Number(query.size) > MAX_PAGE_SIZE)
      errors.size = [`Size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`];
    else size = Number(query.size);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { page, size };
}

/** `sort=a,!b`: known columns only; the id breaks ties so pages never overlap. */
export function parseSort(
  raw: string | undefined,
  fallback: string,
  columns: Record<string, Column>,
  sortable: ReadonlySet<string>,
): SQL[] {
  const spec = raw && raw.trim() !== '' ? raw : fallback;
  const order: SQL[] = [];
  let hasId = false;
  for (const part of spec.split(',')) {
    const name = part.trim();
    if (name === '') continue;
    const descending = name.startsWith('!') || name.startsWith('-');
    const field = descending ? name.slice(1) : name;
    const column = columns[field];
    if (!column || !sortable.has(field)) throw invalid({ sort: [`Unknown sort field "${field}".`] });
    // Empty values go last both ways (PostgreSQL puts NULLs first when descending): a list
    // "newest purchase first" shows customers who never bought at the end.
    order.push(descending ? sql`${column} desc nulls last` : asc(column));
    if (field === 'id') hasId = true;
  }
  if (!hasId && columns.id) order.push(asc(columns.id));
  return order;
}

/** Comma-separated `?expand=` names. */
export function parseExpand(raw: string | undefined): Set<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

type Scalar = string | number | boolean | null;

/** A value coerced to what the column holds, or an error message. */
function coerce(
  column: Column,
  value: unknown,
): { ok: true; value: Scalar | Date } | { ok: false; message: string } {
  if (value === null) return { ok: true, value: null };
  switch (column.dataType) {
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n)) return { ok: false, message: 'Must be a number.' };
      // integer columns reject fractions rather than letting the database fail.
      if (/int|serial/i.test(column.columnType) && !Number.isInteger(n))
        return { ok: false, message: 'Must be a whole number.' };
      if (
        Math.abs(n) > 2_147_483_647 &&
        /int|serial/i.test(column.columnType) &&
        !/big/i.test(column.columnType)
      )
        return { ok: false, message: 'Number is out of range.' };
      return { ok: true, value: n };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 1 || value === '1' || value === 'true') return { ok: true, value: true };
      if (value === 0 || value === '0' || value === 'false') return { ok: true, value: false };
      return { ok: false, message: 'Must be true or false.' };
    }
    case 'date': {
      if (typeof value !== 'string' && typeof value !== 'number')
        return { ok: false, message: 'Must be a date.' };
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) return { ok: false, message: 'Must be a date.' };
      return { ok: true, value: d };
    }
    default: {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return { ok: true, value: String(value) };
      return { ok: false, message: 'Must be a text value.' };
    }
  }
}

/**
 * The LIKE pattern of a "contains" search: `%`, `_` and `\\` in the value are matched
 * literally. The one LIKE escape of the repository: every search uses it (or `textSearch`).
 */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A free-text filter (a search box's `query`): the trimmed text, case-insensitive, in any of
 * the columns (or expressions). Nothing for an empty or non-text value.
 *
 * @example
 * filters: { query: (value) => textSearch(value, customers.full_name, customers.email) }
 */
export function textSearch(value: unknown, ...columns: (Column | SQL)[]): SQL | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '' || columns.length === 0) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${column}::text ilike ${pattern}`));
}

function operatorCondition(column: Column, operator: string, raw: unknown): SQL | string {
  if (!OPERATORS.has(operator)) return `Unknown operator "${operator}".`;
  if (operator === 'contains' || operator === 'notcontains') {
    if (raw === null || typeof raw === 'object') return 'Must be a text value.';
    const pattern = likePattern(String(raw));
    const match = sql`${column}::text ilike ${pattern}`;
    return operator === 'contains' ? match : sql`(${column} is null or not (${match}))`;
  }
  const c = coerce(column, raw);
  if (!c.ok) return c.message;
  if (c.value === null) {
    if (operator === '=') return isNull(column);
    if (operator === '!=') return not(isNull(column));
    return 'Must not be empty.';
  }
  switch (operator) {
    case '=':
      return eq(column, c.value);
    case '!=':
      return ne(column, c.value);
    case '>':
      return gt(column, c.value);
    case '<':
      return lt(column, c.value);
    case '>=':
      return gte(column, c.value);
    default:
      return lte(column, c.value);
  }
}

function isOperatorFilter(value: unknown): value is { operator: string; value: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'operator' in value;
}

/**
 * The search body → one condition. Each key is a filterable column (or a custom filter):
 * a value means equality, a list means any of (an empty list is no condition), an operator
 * filter `{ operator, value }` or a list of them must all hold.
 */
export function buildFilter(
  body: unknown,
  columns: Record<string, Column>,
  filterable: ReadonlySet<string>,
  custom: Record<string, (value: unknown) => SQL | undefined>,
): SQL | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid({ _: ['The search filter must be an object.'] });
  const errors: FieldErrors = {};
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined) continue;
    const customFilter = Object.hasOwn(custom, field) ? custom[field] : undefined;
    if (customFilter) {
      const condition = customFilter(value);
      if (condition) conditions.push(condition);
      continue;
    }
    const column = columns[field];
    if (!column || !filterable.has(field)) {
      errors[field] = [`Unknown filter field "${field}".`];
      continue;
    }
    const fail = (message: string) => (errors[field] ??= []).push(message);
    if (Array.isArray(value) && value.length > 0 && value.every(isOperatorFilter)) {
      for (const f of value) {
        const condition = operatorCondition(column, f.operator, f.value);
        if (typeof condition === 'string') fail(condition);
        else conditions.push(condition);
      }
    } else if (Array.isArray(value)) {
      if (value.length === 0) continue; // spec 2 §5: the search form drops empty lists
      if (value.length > 1000) {
        fail('Too many values.');
        continue;
      }
      const coerced: (Scalar | Date)[] = [];
      for (const v of value) {
        const c = coerce(column, v);
        if (!c.ok || c.value === null) fail(c.ok ? 'Must not be empty.' : c.message);
        else coerced.push(c.value);
      }
      if (coerced.length === value.length) conditions.push(inArray(column, coerced));
    } else if (isOperatorFilter(value)) {
      const condition = operatorCondition(column, value.operator, value.value);
      if (typeof condition === 'string') fail(condition);
      else conditions.push(condition);
    } else {
      const condition = operatorCondition(column, '=', value);
      if (typeof condition === 'string') fail(condition);
      else conditions.push(condition);
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return conditions.length > 0 ? and(...conditions) : undefined;
}
