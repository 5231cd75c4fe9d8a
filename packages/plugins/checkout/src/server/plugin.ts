/**
 * The Checkout settings plugin's server part: one settings record per store (spec 3 §3, §7
 * "Checkout settings: GET, PATCH"), answered with defaults until the store first saves it.
 * Both doors are checked against the standard `settings` subject by the engine, from the
 * contract (limited access reads; PATCH needs `update`); each runs in one transaction.
 */
import { defineServerPlugin, implement } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { checkoutContract } from '../contract';
import type { CheckoutSettings } from '../contract';
import { DEFAULT_CHECKOUT_SETTINGS, SEED_CHECKOUT_SETTINGS } from './seed-data';
import { checkoutSettingsTable } from './tables';
import type { CheckoutSettingsRow } from './tables';

function toSettings(row: CheckoutSettingsRow | undefined): CheckoutSettings {
  if (!row) return { ...DEFAULT_CHECKOUT_SETTINGS, updated_at: null };
  return {
    header: { image: row.header_image },
    policies: { ...DEFAULT_CHECKOUT_SETTINGS.policies, ...row.policies },
    google_autocomplete_key: row.google_autocomplete_key,
    abandoned_timeout: row.abandoned_timeout,
    fields: { ...DEFAULT_CHECKOUT_SETTINGS.fields, ...row.fields },
    updated_at: row.updated_at.toISOString(),
  };
}

/** The store's row, locked for this transaction (two saves queue instead of losing a part). */
async function current(ctx: ActionContext): Promise<CheckoutSettingsRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(checkoutSettingsTable)
    .where(ctx.scope(checkoutSettingsTable).where())
    .for('update');
  return row;
}

export const getSettings = implement(checkoutContract.endpoints.get, async (ctx) => {
  const [row] = await ctx.db
    .select()
    .from(checkoutSettingsTable)
    .where(ctx.scope(checkoutSettingsTable).where());
  return toSettings(row);
});

export const updateSettings = implement(checkoutContract.endpoints.update, async (ctx, { body }) => {
  const row = await current(ctx);
  const was = toSettings(row);
  const values = {
    header_image: body.header === undefined ? was.header.image : body.header.image,
    policies: { ...was.policies, ...body.policies },
    google_autocomplete_key: body.google_autocomplete_key ?? was.google_autocomplete_key,
    abandoned_timeout: body.abandoned_timeout ?? was.abandoned_timeout,
    fields: { ...was.fields, ...body.fields },
    updated_at: new Date(),
  };
  const scoped = ctx.scope(checkoutSettingsTable);
  const [saved] = row ? await scoped.update(row.id, values) : [await scoped.insert(values)];
  return toSettings(saved);
});

export const checkoutServerPlugin = defineServerPlugin({
  id: 'checkout',
  contract: checkoutContract,
  tables: { checkoutSettingsTable },
  migrations: [
    {
      version: 1,
      name: 'create checkout_settings',
      sql: [
        `create table checkout_settings (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          header_image text,
          policies jsonb not null,
          google_autocomplete_key text not null default '',
          abandoned_timeout integer not null,
          fields jsonb not null,
          updated_at timestamptz not null default now()
        )`,
        // One record per store.
        'create unique index checkout_settings_store_key on checkout_settings (store_id)',
      ],
    },
  ],
  routes: [getSettings, updateSettings],
  async seed({ scope, storeIds }) {
    const [main] = storeIds;
    if (main === undefined) return;
    // The main demo store has its own settings; the second keeps the defaults.
    const { header, ...rest } = SEED_CHECKOUT_SETTINGS;
    await scope(checkoutSettingsTable, main).insertMany([{ ...rest, header_image: header.image }]);
  },
});
