/**
 * The orders' filters, in one place for the list (`POST /orders/search`) and the export
 * (`POST /orders/exportcsv` with `filter`, spec 2 §7): the fields are the contract's
 * (`ordersContract.resources.orders.filters`), read by the server's one filter parser
 * (`buildFilter`), so every filter of the list works in the export, with the same messages.
 */
import { eq, getTableConfig, or } from '@storeroom/server/drizzle';
import type { PgColumn, SQL } from '@storeroom/server/drizzle';
import { buildFilter, HttpError, invalid, textSearch } from '@storeroom/server';
import type { FieldErrors } from '@storeroom/core/client';
import { ordersContract } from '../contract';
import { ordersTable } from './tables';

/**
 * Free text (`chqsearch`, spec 2 §2): part of the name or email, or a display number (with or
 * without `#` or the store's prefix and suffix).
 */
export function queryFilter(value: unknown): SQL | undefined {
  const text = textSearch(value, ordersTable.full_name, ordersTable.email);
  if (!text) return undefined;
  const digits = /^[^0-9]*([0-9]{1,9})[^0-9]*$/.exec(String(value).trim())?.[1];
  return digits ? or(text, eq(ordersTable.display_number, Number(digits))) : text;
}

/** Filters of the contract that are not columns. */
export const ORDER_CUSTOM_FILTERS = { query: queryFilter };

const FILTERABLE = new Set(
  Object.keys(ordersContract.resources.orders.filters).filter((key) => !(key in ORDER_CUSTOM_FILTERS)),
);
const COLUMNS: Record<string, PgColumn> = Object.fromEntries(
  getTableConfig(ordersTable).columns.map((column) => [column.name, column]),
);

/**
 * The export's filter: a search body of the list, turned into one condition by the same
 * parser as the list's. Its messages are keyed under `filter.` (the body field they are in).
 */
export function exportFilter(filter: Record<string, unknown>): SQL | undefined {
  try {
    return buildFilter(filter, COLUMNS, FILTERABLE, ORDER_CUSTOM_FILTERS);
  } catch (error) {
    const errors = error instanceof HttpError ? (error.body as { errors?: FieldErrors }).errors : undefined;
    if (!errors) throw error;
    throw invalid(Object.fromEntries(Object.entries(errors).map(([key, m]) => [`filter.${key}`, m])));
  }
}
