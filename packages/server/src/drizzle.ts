/**
 * Drizzle's PostgreSQL table builders and query operators, re-exported so that a plugin's
 * server part builds its tables on the server's own drizzle-orm instance (one copy in the
 * app, whatever the plugin's install layout).
 *
 * @example
 * import { integer, pgTable, serial, text } from '@storeroom/server/drizzle';
 */
export * from 'drizzle-orm/pg-core';
export {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  max,
  min,
  ne,
  not,
  notInArray,
  or,
  sql,
  sum,
} from 'drizzle-orm';
export type { InferInsertModel, InferSelectModel, SQL } from 'drizzle-orm';
