/**
 * The Taxes plugin's server part: it implements its contract. The `taxes` resource
 * (`/settings/taxes`: list, search, get, create, update, delete, bulk delete, saved views;
 * path, subject, schemas, filters and sorting from the contract) with each country and state
 * checked against the country data package and a country/state pair used once per store
 * (spec 3 §5), the `used-regions` endpoint for the modal, and the `TAX_RATES` service other
 * plugins compute tax with.
 */
import { defineServerPlugin, implement, invalid, provide, resource } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { and, eq, inArray, isNull, ne, or } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { TAXES_MESSAGES, TAX_RATES, TAX_RATE_SCALE, taxesContract } from '../contract';
import type { Tax, TaxRate, TaxRatesService } from '../contract';
import { findCountry, findSubdivision, matchingCodes, regionErrors } from '../regions';
import { SEED_TAXES } from './seed-data';
import { taxesTable } from './tables';
import type { TaxRow } from './tables';

function toItem(row: TaxRow): Tax {
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    tax: row.rate / TAX_RATE_SCALE,
    shipping_exempt: row.shipping_exempt,
    created_at: row.created_at.toISOString(),
  };
}

function toRate(row: TaxRow): TaxRate {
  const { created_at: _created, ...rate } = toItem(row);
  return rate;
}

const toStored = (tax: number) => Math.round(tax * TAX_RATE_SCALE);

/**
 * Refuses (422, nothing written) an unknown country or state, and a pair another tax of the
 * store already uses (spec 3 §5; the modal excludes them, the server is the rule).
 */
async function checkPair(ctx: ActionContext, country: string, state: string | null, exceptId?: number) {
  const errors = regionErrors(country, state);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const [used] = await ctx.db
    .select({ id: taxesTable.id })
    .from(taxesTable)
    .where(
      ctx
        .scope(taxesTable)
        .where(
          and(
            eq(taxesTable.country, country),
            state === null ? isNull(taxesTable.state) : eq(taxesTable.state, state),
            exceptId === undefined ? undefined : ne(taxesTable.id, exceptId),
          ),
        ),
    )
    .limit(1);
  if (used) throw invalid({ [state === null ? 'country' : 'state']: [TAXES_MESSAGES.pairUsed] });
}

/** The search box: a country or state code or name ("us", "Germany", "calif"). */
function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const { countries, states } = matchingCodes(text);
  const upper = text.toUpperCase();
  return or(
    eq(taxesTable.country, upper),
    eq(taxesTable.state, upper),
    countries.length > 0 ? inArray(taxesTable.country, countries) : undefined,
    ...states.map(([country, state]) => and(eq(taxesTable.country, country), eq(taxesTable.state, state))),
  );
}

export const taxesResource = resource(taxesContract.resources.taxes, {
  table: taxesTable,
  toItem,
  filters: { query: queryFilter },
  async beforeCreate(input, ctx) {
    await checkPair(ctx, input.country, input.state);
    return {
      country: input.country,
      state: input.state,
      rate: toStored(input.tax),
      shipping_exempt: input.shipping_exempt,
    };
  },
  async beforeUpdate(input, existing, ctx) {
    const country = input.country ?? existing.country;
    // A changed country without a state means the whole new country.
    const state = input.state !== undefined ? input.state : input.country ? null : existing.state;
    if (country !== existing.country || state !== existing.state)
      await checkPair(ctx, country, state, existing.id);
    return {
      country,
      state,
      ...(input.tax === undefined ? {} : { rate: toStored(input.tax) }),
      ...(input.shipping_exempt === undefined ? {} : { shipping_exempt: input.shipping_exempt }),
    };
  },
});

/** `GET /settings/taxes/used-regions`: every pair the store's taxes use (one small query). */
export const usedRegions = implement(taxesContract.endpoints.usedRegions, async (ctx) => {
  const rows = await ctx.db
    .select({ id: taxesTable.id, country: taxesTable.country, state: taxesTable.state })
    .from(taxesTable)
    .where(ctx.scope(taxesTable).where())
    .orderBy(taxesTable.country, taxesTable.state);
  return { items: rows };
});

/** `TAX_RATES` for the caller's store: the state's own tax, else the whole country's. */
function taxRates(ctx: ActionContext): TaxRatesService {
  return {
    async rateFor(rawCountry, rawState) {
      const country = rawCountry.trim().toUpperCase();
      if (!findCountry(country)) return null;
      const state = rawState?.trim() ? (findSubdivision(country, rawState)?.code ?? null) : null;
      const rows = await ctx.db
        .select()
        .from(taxesTable)
        .where(
          ctx
            .scope(taxesTable)
            .where(
              and(
                eq(taxesTable.country, country),
                state === null
                  ? isNull(taxesTable.state)
                  : or(isNull(taxesTable.state), eq(taxesTable.state, state)),
              ),
            ),
        );
      const own = rows.find((row) => row.state !== null) ?? rows.find((row) => row.state === null);
      return own ? toRate(own) : null;
    },
  };
}

export const taxesServerPlugin = defineServerPlugin({
  id: 'taxes',
  contract: taxesContract,
  tables: { taxesTable },
  migrations: [
    {
      version: 1,
      name: 'create taxes',
      sql: [
        `create table taxes (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          country text not null,
          state text,
          rate integer not null,
          shipping_exempt boolean not null default false,
          created_at timestamptz not null default now()
        )`,
        // One tax per country/state pair of a store (spec 3 §5): the rule holds under races too.
        `create unique index taxes_store_pair_key on taxes (store_id, country, coalesce(state, ''))`,
      ],
    },
  ],
  resources: [taxesResource],
  routes: [usedRegions],
  provides: [provide(TAX_RATES, taxRates)],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(taxesTable, main).insertMany(
      SEED_TAXES.map((t) => ({
        country: t.country,
        state: t.state,
        rate: toStored(t.tax),
        shipping_exempt: t.shipping_exempt,
      })),
    );
    // The second demo store has a tax of its own, which the main store never sees.
    if (second !== undefined)
      await scope(taxesTable, second).insertMany([{ country: 'CA', state: null, rate: 5000 }]);
  },
});
