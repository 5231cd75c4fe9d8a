/**
 * The __TITLE__ plugin's server part: it implements its contract. The `items` resource
 * (list, search, get, create, update, delete, bulk delete, saved views: path, subject,
 * schemas, filters and sorting from the contract) and the `archive` endpoint (method, path,
 * subject, action from the contract; only the handler is written here). The server refuses
 * to start if an endpoint of the contract is missing or one is added outside it.
 */
import {
  defineServerPlugin,
  implement,
  invalidField,
  notFound,
  parseId,
  resource,
  textSearch,
} from '@storeroom/server';
import { __CAMEL__Contract, __CONST___MESSAGES } from '../contract';
import type { __PASCAL__Item } from '../contract';
import { SEED___CONST___ITEMS } from './seed-data';
import { __CAMEL__Table } from './tables';
import type { __PASCAL__Row } from './tables';

function toItem(row: __PASCAL__Row): __PASCAL__Item {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  };
}

export const __CAMEL__Resource = resource(__CAMEL__Contract.resources.items, {
  table: __CAMEL__Table,
  toItem,
  // The search box (`query`): free text over the title and the notes.
  filters: { query: (value) => textSearch(value, __CAMEL__Table.title, __CAMEL__Table.notes) },
});

/** `POST /__ID__/:id/archive`: runs in one transaction, in the caller's store. */
export const archiveItem = implement(__CAMEL__Contract.endpoints.archive, async (ctx, { params }) => {
  const items = ctx.scope(__CAMEL__Table);
  const row = await items.get(parseId(params.id));
  if (!row) throw notFound();
  if (row.status === 'archived') throw invalidField('status', __CONST___MESSAGES.alreadyArchived);
  const [archived] = await items.update(row.id, { status: 'archived' });
  return toItem(archived!);
});

export const __CAMEL__ServerPlugin = defineServerPlugin({
  id: '__ID__',
  contract: __CAMEL__Contract,
  tables: { __CAMEL__Table },
  migrations: [
    {
      version: 1,
      name: 'create __SNAKE___items',
      sql: [
        `create table __SNAKE___items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index __SNAKE___items_store_idx on __SNAKE___items (store_id, id)',
      ],
    },
  ],
  resources: [__CAMEL__Resource],
  routes: [archiveItem],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(__CAMEL__Table, main).insertMany(SEED___CONST___ITEMS);
    if (second !== undefined)
      await scope(__CAMEL__Table, second).insertMany([{ title: 'Other store item', status: 'active', notes: '' }]);
  },
});
