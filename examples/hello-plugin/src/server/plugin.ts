/**
 * The Hello plugin's server part: it implements its contract. The `items` resource
 * (list, search, get, create, update, delete, bulk delete, saved views: path, subject,
 * schemas, filters and sorting from the contract) and the `archive`, `getSettings` and
 * `saveSettings` endpoints (method, path, subject, action and body checks from the contract;
 * only the handlers are written here). The server refuses to start if an endpoint of the
 * contract is missing or one is added outside it.
 */
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import {
  defineServerPlugin,
  implement,
  invalidField,
  notFound,
  parseId,
  resource,
  textSearch,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { HELLO_DEFAULT_GREETING, HELLO_MESSAGES, helloContract } from '../contract';
import type { HelloItem } from '../contract';
import { SEED_HELLO_ITEMS } from './seed-data';
import { helloSettingsTable, helloTable } from './tables';
import type { HelloRow } from './tables';

function toItem(row: HelloRow): HelloItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The name of the customer a hello is for, read through the customers plugin's contract
 * (`CUSTOMER_DIRECTORY`, in the caller's store). Without the customers plugin, or for an
 * unknown id, the save is refused on the field.
 */
async function customerName(ctx: ActionContext, id: number | null | undefined): Promise<string> {
  if (id === null || id === undefined) return '';
  const customer = await ctx.use(CUSTOMER_DIRECTORY)?.get(id);
  if (!customer) throw invalidField('customer_id', HELLO_MESSAGES.customerNotFound);
  return customer.full_name || customer.email;
}

export const helloResource = resource(helloContract.resources.items, {
  table: helloTable,
  toItem,
  // The search box (`query`): free text over the title and the notes.
  filters: { query: (value) => textSearch(value, helloTable.title, helloTable.notes) },
  beforeCreate: async (input, ctx) => ({
    ...input,
    customer_name: await customerName(ctx, input.customer_id),
  }),
  beforeUpdate: async (input, _row, ctx) =>
    input.customer_id === undefined
      ? input
      : { ...input, customer_name: await customerName(ctx, input.customer_id) },
});

/** `POST /hello/:id/archive`: runs in one transaction, in the caller's store. */
export const archiveItem = implement(helloContract.endpoints.archive, async (ctx, { params }) => {
  const items = ctx.scope(helloTable);
  const row = await items.get(parseId(params.id));
  if (!row) throw notFound();
  if (row.status === 'archived') throw invalidField('status', HELLO_MESSAGES.alreadyArchived);
  const [archived] = await items.update(row.id, { status: 'archived' });
  return toItem(archived!);
});

/** `POST /hello/:id/restore`: the archived item is active again. */
export const restoreItem = implement(helloContract.endpoints.restore, async (ctx, { params }) => {
  const items = ctx.scope(helloTable);
  const row = await items.get(parseId(params.id));
  if (!row) throw notFound();
  const [restored] = await items.update(row.id, { status: 'active' });
  return toItem(restored!);
});

// Added by hand: the store's settings (one row per store).
export const getSettings = implement(helloContract.endpoints.getSettings, async (ctx) => {
  const [row] = await ctx.scope(helloSettingsTable).find();
  return { greeting: row?.greeting ?? HELLO_DEFAULT_GREETING };
});

export const saveSettings = implement(helloContract.endpoints.saveSettings, async (ctx, { body }) => {
  const settings = ctx.scope(helloSettingsTable);
  const [row] = await settings.find();
  if (row) await settings.update(row.id, { greeting: body.greeting });
  else await settings.insert({ greeting: body.greeting });
  return { greeting: body.greeting };
});

export const helloServerPlugin = defineServerPlugin({
  id: 'hello',
  contract: helloContract,
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
    {
      version: 3,
      name: 'hello_items: the customer an item is for',
      sql: [
        'alter table hello_items add column customer_id integer',
        "alter table hello_items add column customer_name text not null default ''",
      ],
    },
  ],
  resources: [helloResource],
  routes: [archiveItem, restoreItem, getSettings, saveSettings],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(helloTable, main).insertMany(SEED_HELLO_ITEMS);
    if (second !== undefined)
      await scope(helloTable, second).insertMany([
        { title: 'Other store item', status: 'active', notes: '' },
      ]);
  },
});
