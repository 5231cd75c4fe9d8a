/**
 * The Customers plugin's server part (spec 1 §7 Customers): the `customers` table, its
 * versioned migrations, the resource (list sorted by last purchase newest first, search with
 * a free-text `query` and `tags` filters, get, create, update, delete, bulk delete, saved
 * views — each checked against the standard `customers` subject), the CSV export and
 * deterministic demo data.
 */
import { z } from 'zod';
import { action, coreTables, defineServerPlugin, resource } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import {
  and,
  eq,
  ilike,
  integer,
  jsonb,
  or,
  pgTable,
  serial,
  sql,
  text,
  timestamp,
} from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import {
  customerInputSchema,
  CUSTOMERS_DEFAULT_SORT,
  CUSTOMERS_MESSAGES,
  CUSTOMERS_SUBJECT,
} from '../schema';
import type { CustomerAddress, CustomerItem } from '../schema';
import { mainStoreCustomers, secondStoreCustomers } from './seed-data';

export const customersTable = pgTable('customers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  email: text('email').notNull(),
  full_name: text('full_name').notNull().default(''),
  notes: text('notes').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  order_count: integer('order_count').notNull().default(0),
  /** Integer cents in the store currency. */
  lifetime_spent: integer('lifetime_spent').notNull().default(0),
  last_purchase: timestamp('last_purchase', { withTimezone: true }),
});

type CustomerRow = typeof customersTable.$inferSelect;

function toItem(row: CustomerRow): CustomerItem {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    notes: row.notes,
    tags: row.tags,
    addresses: row.addresses,
    created_at: row.created_at.toISOString(),
    order_count: row.order_count,
    lifetime_spent: row.lifetime_spent,
    last_purchase: row.last_purchase ? row.last_purchase.toISOString() : null,
  };
}

/** `%`, `_` and `\` are literal in a free-text search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Free text over name and email (the `chqsearch` pre-fill, spec 1 §2). */
function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const pattern = likePattern(value.trim());
  return or(ilike(customersTable.full_name, pattern), ilike(customersTable.email, pattern));
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

export const customersResource = resource({
  name: 'customers',
  table: customersTable,
  schema: customerInputSchema,
  subject: CUSTOMERS_SUBJECT,
  // Spec 1 §9: customers sorted by last purchase, newest first (never-bought last).
  defaultSort: CUSTOMERS_DEFAULT_SORT,
  filters: { query: queryFilter, tags: tagsFilter },
  toItem,
});

const exportBody = z.object({
  filter: z.object({ query: z.string().optional(), tags: z.array(z.string()).optional() }).default({}),
});

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The caller's own address: the owner's account email, or the employee's. */
async function callerEmail(ctx: ActionContext): Promise<string | undefined> {
  if (ctx.caller.kind === 'employee') {
    const [row] = await ctx.db
      .select({ email: coreTables.employees.email })
      .from(coreTables.employees)
      .where(eq(coreTables.employees.id, ctx.caller.id));
    return row?.email;
  }
  const [row] = await ctx.db
    .select({ email: coreTables.accounts.email })
    .from(coreTables.accounts)
    .where(eq(coreTables.accounts.id, ctx.caller.accountId));
  return row?.email;
}

/** Builds the CSV of the store's customers matching the filter (spec 1 §7). */
export async function customersCsv(
  ctx: ActionContext,
  filter: { query?: string; tags?: string[] },
): Promise<string> {
  const conditions = [queryFilter(filter.query), tagsFilter(filter.tags)].filter(
    (c): c is SQL => c !== undefined,
  );
  const rows = await ctx.scope(customersTable).find(conditions.length > 0 ? and(...conditions) : undefined);
  rows.sort(
    (a, b) =>
      (b.last_purchase?.getTime() ?? -Infinity) - (a.last_purchase?.getTime() ?? -Infinity) || a.id - b.id,
  );
  const header = [
    'id',
    'email',
    'full_name',
    'tags',
    'order_count',
    'lifetime_spent',
    'last_purchase',
    'created_at',
  ];
  const lines = rows.map((r) =>
    [
      r.id,
      r.email,
      r.full_name,
      r.tags.join(' '),
      r.order_count,
      (r.lifetime_spent / 100).toFixed(2),
      r.last_purchase?.toISOString() ?? '',
      r.created_at.toISOString(),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\n');
}

/**
 * `POST /customers/exportcsv` (spec 1 §7): queues the report through the mailer (it lands in
 * the email log) and answers with the spec's message. Limited access needs `allow_export`.
 */
export const exportCustomers = action({
  method: 'POST',
  path: '/customers/exportcsv',
  subject: CUSTOMERS_SUBJECT,
  action: 'export',
  body: exportBody,
  async handler(ctx, { body }) {
    const csv = await customersCsv(ctx, body.filter);
    const to = await callerEmail(ctx);
    if (to) {
      await ctx.services.mail.send(ctx.db, ctx.store.id, {
        to,
        subject: `Customers export — ${ctx.store.title}`,
        body: `<p>Your customers report is below (CSV).</p><pre>${escapeHtml(csv)}</pre>`,
      });
    }
    return { message: CUSTOMERS_MESSAGES.exportQueued };
  },
});

export const customersServerPlugin = defineServerPlugin({
  id: 'customers',
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
  ],
  resources: [customersResource],
  routes: [exportCustomers],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(customersTable, main).insertMany(mainStoreCustomers());
    if (second !== undefined) await scope(customersTable, second).insertMany(secondStoreCustomers());
  },
});
