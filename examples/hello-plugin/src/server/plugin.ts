/**
 * The Hello plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { action, defineServerPlugin, resource } from '@storeroom/server';
import {
  HELLO_DEFAULT_GREETING,
  HELLO_STATUSES,
  HELLO_SUBJECT,
  helloInputSchema,
  helloSettingsSchema,
} from '../schema';
import type { HelloItem } from '../schema';

export const helloTable = pgTable('hello_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: HELLO_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const helloResource = resource({
  name: 'hello',
  table: helloTable,
  schema: helloInputSchema,
  subject: HELLO_SUBJECT,
  defaultSort: '!id',
  toItem: (row): HelloItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

// Added by hand: the store's Hello settings (one row per store), read and saved by two
// domain actions; each runs in one transaction with the caller's store.
export const helloSettingsTable = pgTable('hello_settings', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  greeting: text('greeting').notNull(),
});

export const getHelloSettings = action({
  method: 'GET',
  path: '/hello-settings',
  subject: HELLO_SUBJECT,
  async handler(ctx) {
    const [row] = await ctx.scope(helloSettingsTable).find();
    return { greeting: row?.greeting ?? HELLO_DEFAULT_GREETING };
  },
});

export const saveHelloSettings = action({
  method: 'PATCH',
  path: '/hello-settings',
  subject: HELLO_SUBJECT,
  action: 'update',
  body: helloSettingsSchema,
  async handler(ctx, { body }) {
    const settings = ctx.scope(helloSettingsTable);
    const [row] = await settings.find();
    if (row) await settings.update(row.id, { greeting: body.greeting });
    else await settings.insert({ greeting: body.greeting });
    return { greeting: body.greeting };
  },
});

export const helloServerPlugin = defineServerPlugin({
  id: 'hello',
  tables: { helloTable, helloSettingsTable },
  migrations: [
    {
      version: 1,
      name: 'create hello_items',
      sql: [
        `create table hello_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index hello_items_store_idx on hello_items (store_id, id)',
      ],
    },
    {
      version: 2,
      name: 'create hello_settings',
      sql: [
        `create table hello_settings (
          id serial primary key,
          store_id integer not null unique references stores(id) on delete cascade,
          greeting text not null
        )`,
      ],
    },
  ],
  resources: [helloResource],
  routes: [getHelloSettings, saveHelloSettings],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(helloTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(helloTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
