/**
 * The Customers plugin's server part (spec 1 §7 Customers): it implements the contract's
 * `customers` resource (list sorted by last purchase newest first, search with a free-text
 * `query` and `tags` besides the column filters, get, create, update, delete, bulk delete and
 * export, saved views — each checked against the standard `customers` subject by the engine)
 * and its `exportCsv` endpoint, provides `CUSTOMER_DIRECTORY`, keeps the order statistics in
 * step with the orders plugin (`ORDERS_CHANGED` → `ORDER_STATISTICS`) and seeds demo data.
 */
import {
  buildFilter,
  callerEmail,
  defineServerPlugin,
  escapeHtml,
  HttpError,
  implement,
  implementJob,
  provide,
  resource,
  saveExportFile,
  subscribe,
  textSearch,
  toCsv,
} from '@storeroom/server';
import type { JobRun } from '@storeroom/server';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import { inArray, sql } from '@storeroom/server/drizzle';
import type { PgColumn, SQL } from '@storeroom/server/drizzle';
import { ORDERS_CHANGED } from '@storeroom/plugin-orders/contract';
import {
  CUSTOMER_DIRECTORY,
  CUSTOMER_REFERENCES,
  CUSTOMERS_MESSAGES,
  CUSTOMERS_SUBJECT,
  customersContract,
  EXPORT_CUSTOMERS_JOB,
} from '../contract';
import type { CustomerItem, CustomersExportInput, CustomersExportJobResult } from '../contract';
import { assertEmailFree, customerDirectory, recomputeOrderStatistics } from './directory';
import { mainStoreCustomers, secondStoreCustomers } from './seed-data';
import { customersTable } from './tables';
import type { CustomerRow } from './tables';

export { customersTable } from './tables';
export { customerDirectory, recomputeOrderStatistics } from './directory';

/** A row as the API answers it: every column but the store. */
function toItem({ store_id: _store, ...row }: CustomerRow): CustomerItem {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    last_purchase: row.last_purchase ? row.last_purchase.toISOString() : null,
  };
}

/** Customers carrying any of the given tags. */
function tagsFilter(value: unknown): SQL | undefined {
  const tags = (Array.isArray(value) ? value : [value]).filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
  if (tags.length === 0) return undefined;
  return sql`${customersTable.tags} ?| array[${sql.join(
    tags.map((t) => sql`${t.trim()}`),
    sql`, `,
  )}]::text[]`;
}

/** The filters that are not columns: free text over name and email (`chqsearch`, spec 1 §2) and tags. */
const customFilters = {
  query: (value: unknown) => textSearch(value, customersTable.full_name, customersTable.email),
  tags: tagsFilter,
};

/**
 * The list's search body → one condition, with the resource's own filter fields (the
 * contract's) and compiler: the export accepts exactly what the list filters by.
 */
function searchCondition(filter: Record<string, unknown>): SQL | undefined {
  const names = Object.keys(customersContract.resources.customers.filters).filter(
    (name) => !Object.hasOwn(customFilters, name),
  );
  const table = customersTable as unknown as Record<string, PgColumn>;
  const columns = Object.fromEntries(names.map((name) => [name, table[name]!]));
  return buildFilter(filter, columns, new Set(names), customFilters);
}

export const customersResource = resource(customersContract.resources.customers, {
  table: customersTable,
  filters: customFilters,
  toItem,
  // One customer per email in a store (the orders' customer-email change relies on it, spec 2 §4).
  async beforeCreate(input, ctx) {
    await assertEmailFree(ctx, input.email);
    return input;
  },
  async beforeUpdate(input, existing, ctx) {
    if (input.email !== undefined) await assertEmailFree(ctx, input.email, existing.id);
    return input;
  },
  // A customer named on orders or invoices stays: every area adds its count (CUSTOMER_REFERENCES).
  async beforeDelete(row, ctx) {
    const count = { value: 0 };
    await ctx.emit(CUSTOMER_REFERENCES, { customer_id: row.id, count });
    if (count.value > 0)
      throw new HttpError(422, {
        message: CUSTOMERS_MESSAGES.referenced(row.full_name || row.email, count.value),
      });
  },
  actions: {
    // Bulk export of the selected rows: a job like POST /customers/exportcsv (spec 1 §7).
    async export(rows, ctx) {
      const { id } = await ctx.jobs.enqueue(EXPORT_CUSTOMERS_JOB, { ids: rows.map((r) => r.id) });
      return { message: CUSTOMERS_MESSAGES.exportQueued, id };
    },
  },
});

const EXPORT_HEADER = [
  'id',
  'email',
  'full_name',
  'tags',
  'order_count',
  'lifetime_spent',
  'last_purchase',
  'created_at',
];

/** One customer as a CSV row (spec 1 §9 columns). */
function exportRow(r: CustomerRow, currency: string): unknown[] {
  return [
    r.id,
    r.email,
    r.full_name,
    r.tags.join(' '),
    r.order_count,
    // Stored in integer minor units of the store's currency; the CSV holds decimal text.
    minorUnitsToDecimal(r.lifetime_spent, currency),
    r.last_purchase?.toISOString() ?? '',
    r.created_at.toISOString(),
  ];
}

/** Customers are written, and progress reported, this many at a time. */
const EXPORT_PAGE = 500;

/**
 * The customers export job: the customers (by last purchase, newest first; spec 1 §9) of the
 * filter or the ids, written a page at a time with progress as a stored CSV (the server's
 * writer: formula cells escaped); the caller gets a link by mail, never the CSV.
 */
export async function runCustomersExport({
  input,
  ctx,
  progress,
  signal,
}: JobRun<CustomersExportInput>): Promise<CustomersExportJobResult> {
  const condition = input.ids ? inArray(customersTable.id, input.ids) : searchCondition(input.filter ?? {});
  const list = await ctx.db
    .select()
    .from(customersTable)
    .where(ctx.scope(customersTable).where(condition))
    .orderBy(sql`${customersTable.last_purchase} desc nulls last`, customersTable.id);
  const total = list.length;
  const rows: unknown[][] = [EXPORT_HEADER];
  for (let i = 0; i < total; i += EXPORT_PAGE) {
    signal.throwIfAborted();
    rows.push(...list.slice(i, i + EXPORT_PAGE).map((r) => exportRow(r, ctx.store.currency)));
    await progress({ done: Math.min(total, i + EXPORT_PAGE), total, step: 'Writing customers' });
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const filename = `customers_${stamp}_export.csv`;
  const file = await saveExportFile(ctx, filename, toCsv(rows));
  const to = await callerEmail(ctx);
  if (to)
    await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to,
      subject: `Customers export — ${ctx.store.title}`,
      body:
        `<p>Your customers report (${total} customers) is ready.</p>` +
        `<p><a href="${escapeHtml(file.link)}">Download ${escapeHtml(filename)}</a></p>`,
      area: CUSTOMERS_SUBJECT,
    });
  return { url: file.url, filename, rows: total, emailed: !!to };
}

/**
 * `POST /customers/exportcsv` (spec 1 §7): checks the filter (422 at once) and starts the
 * export job in this transaction; answers with the spec's message and the job's id. Limited
 * access needs `allow_export`.
 */
export const exportCustomers = implement(customersContract.endpoints.exportCsv, async (ctx, { body }) => {
  searchCondition(body.filter);
  const { id } = await ctx.jobs.enqueue(EXPORT_CUSTOMERS_JOB, { filter: body.filter });
  return { message: CUSTOMERS_MESSAGES.exportQueued, id };
});

export const customersServerPlugin = defineServerPlugin({
  id: 'customers',
  contract: customersContract,
  tables: { customersTable },
  migrations: [
    {
      version: 1,
      name: 'create customers',
      sql: [
        `create table customers (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          email text not null,
          full_name text not null default '',
          notes text not null default '',
          tags jsonb not null default '[]'::jsonb,
          addresses jsonb not null default '[]'::jsonb,
          created_at timestamptz not null default now(),
          order_count integer not null default 0,
          lifetime_spent integer not null default 0,
          last_purchase timestamptz
        )`,
        'create index customers_store_idx on customers (store_id, id)',
        'create index customers_store_last_purchase_idx on customers (store_id, last_purchase desc nulls last)',
        'create index customers_store_email_idx on customers (store_id, lower(email))',
        'create index customers_tags_idx on customers using gin (tags)',
      ],
    },
    {
      version: 2,
      name: 'customer phone, one customer per email',
      sql: [
        "alter table customers add column phone text not null default ''",
        'drop index customers_store_email_idx',
        'create unique index customers_store_email_key on customers (store_id, lower(email))',
      ],
    },
  ],
  resources: [customersResource],
  routes: [exportCustomers],
  jobs: [implementJob(EXPORT_CUSTOMERS_JOB, runCustomersExport, { retryLimit: 2 })],
  provides: [provide(CUSTOMER_DIRECTORY, customerDirectory)],
  // Order statistics follow the orders (spec 1 §3 Customer): the orders plugin publishes which
  // customers' orders changed, and answers their figures through ORDER_STATISTICS.
  subscribes: [
    subscribe(ORDERS_CHANGED, (ctx, { customer_ids }) => recomputeOrderStatistics(ctx, customer_ids)),
  ],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(customersTable, main).insertMany(mainStoreCustomers());
    if (second !== undefined) await scope(customersTable, second).insertMany(secondStoreCustomers());
  },
});
