/**
 * The Shipping plugin's server part: it implements its contract. The `zones` resource
 * (`/settings/shipping`: list, search, get, create, update, delete, bulk delete, saved views;
 * path, subject, schemas, filters and sorting from the contract), with the regions checked
 * against the country data package before anything is written.
 */
import { defineServerPlugin, invalid, resource, subscribe, textSearch } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import type { DashboardSetupState } from '@storeroom/plugin-dashboard/contract';
import { shippingContract } from '../contract';
import type { ShippingRegion, ShippingZone } from '../contract';
import { regionErrors } from '../regions';
import { SEED_SHIPPING_ZONES } from './seed-data';
import { shippingZonesTable } from './tables';
import type { ShippingZoneRow } from './tables';

function toItem(row: ShippingZoneRow): ShippingZone {
  return {
    id: row.id,
    name: row.name,
    rate: row.rate,
    description: row.description,
    regions: row.regions,
    exceptions: row.exceptions,
    additional_rates: row.additional_rates,
    created_at: row.created_at.toISOString(),
  };
}

/** Refuses (422, nothing written) a country or subdivision the data package does not know. */
function checkRegions(regions: readonly ShippingRegion[] | undefined) {
  const errors = regionErrors(regions ?? []);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export const shippingZonesResource = resource(shippingContract.resources.zones, {
  table: shippingZonesTable,
  toItem,
  // The search box (`query`): free text over the name and the description.
  filters: { query: (value) => textSearch(value, shippingZonesTable.name, shippingZonesTable.description) },
  beforeCreate: (input) => {
    checkRegions(input.regions);
    return input;
  },
  beforeUpdate: (input) => {
    checkRegions(input.regions);
    return input;
  },
});

/** The dashboard's setup checklist (spec 2 §2): "Set up shipping" is done while the store has a zone. */
async function markSetupStep(ctx: ActionContext, state: DashboardSetupState): Promise<void> {
  const [any] = await ctx.db
    .select({ id: shippingZonesTable.id })
    .from(shippingZonesTable)
    .where(ctx.scope(shippingZonesTable).where())
    .limit(1);
  if (any) state.done.add('shipping');
}

export const shippingServerPlugin = defineServerPlugin({
  id: 'shipping',
  contract: shippingContract,
  tables: { shippingZonesTable },
  migrations: [
    {
      version: 1,
      name: 'create shipping_zones',
      sql: [
        `create table shipping_zones (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          name text not null,
          rate integer not null default 0,
          description text not null default '',
          regions jsonb not null default '[]'::jsonb,
          exceptions jsonb not null default '[]'::jsonb,
          additional_rates jsonb not null default '[]'::jsonb,
          created_at timestamptz not null default now()
        )`,
        'create index shipping_zones_store_idx on shipping_zones (store_id, name)',
      ],
    },
  ],
  resources: [shippingZonesResource],
  subscribes: [subscribe(DASHBOARD_SETUP, markSetupStep)],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(shippingZonesTable, main).insertMany(SEED_SHIPPING_ZONES);
    // The second demo store has a zone of its own, which the main store never sees.
    if (second !== undefined)
      await scope(shippingZonesTable, second).insertMany([
        { name: 'Second store zone', rate: 900, regions: [{ country: 'CA', state: null }] },
      ]);
  },
});
