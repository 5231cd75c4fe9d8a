/**
 * The Upsells plugin's server part: it implements its contract. Campaigns (list of 200, search,
 * get, create, update, delete, saved views), order-bump categories, a campaign's statistics from
 * the events storefronts record, and the public recorder of those events (rate limited per
 * client like the dashboard's visits). A one-click upsell's template choice reads the themes
 * area's `ACTIVE_THEME` service: without a provider the store has no builder theme and the
 * choice is refused (spec 3 §6).
 */
import {
  coreTables,
  defineServerPlugin,
  fieldErrorsOf,
  implement,
  invalid,
  invalidField,
  notFound,
  parseId,
  resource,
  storeBySubdomain,
  textSearch,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { and, asc, count, eq, gte, inArray, lt } from '@storeroom/server/drizzle';
import { ACTIVE_THEME, isBuilderThemeType } from '@storeroom/plugin-themes/contract';
import {
  UPSELLS_MESSAGES,
  UPSELL_EVENTS_PER_MINUTE,
  UPSELL_OFFERS_PER_MINUTE,
  NEW_CAMPAIGN_DEFAULTS,
  isUpsellActive,
  priceCartWithOffers,
  upsellInputSchema,
  upsellsContract,
} from '../contract';
import type {
  Upsell,
  UpsellEventInput,
  UpsellOffersRequest,
  UpsellStatistics,
  UpsellUpdate,
} from '../contract';
import { OCU_TEMPLATE_ROWS, SEED_UPSELLS } from './seed-data';
import { ocuTemplatesTable, orderBumpCategoriesTable, upsellEventsTable, upsellsTable } from './tables';
import type { UpsellRow } from './tables';

const M = UPSELLS_MESSAGES;

/** A text literal for the migration's own rows. */
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

function toItem(row: UpsellRow): Upsell {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    is_draft: row.is_draft,
    active: isUpsellActive(row),
    trigger: row.trigger,
    discount: row.discount,
    timer: row.timer,
    timer_bar: row.timer_bar,
    upsell_message: row.upsell_message,
    message: row.message,
    bump_products: row.bump_products,
    category: row.category,
    builder_theme_id: row.builder_theme_id,
    upsell_steps: row.upsell_steps,
    max_value: row.max_value,
    allow_stacking: row.allow_stacking,
    frequency_cap: row.frequency_cap,
    matching_levels: row.matching_levels,
    targeting: row.targeting,
    created_at: row.created_at.toISOString(),
  };
}

const rate = (conversions: number, impressions: number) =>
  impressions === 0 ? 0 : Math.round((conversions / impressions) * 10_000) / 100;

/** Impressions and conversions per campaign and page, between two instants. */
async function eventCounts(ctx: ActionContext, campaignIds: readonly number[], from?: Date, to?: Date) {
  if (campaignIds.length === 0) return [];
  const e = upsellEventsTable;
  const conditions = [inArray(e.campaign_id, [...campaignIds])];
  if (from) conditions.push(gte(e.created_at, from));
  if (to) conditions.push(lt(e.created_at, to));
  return ctx.db
    .select({ campaign_id: e.campaign_id, page_id: e.page_id, event: e.event, n: count() })
    .from(e)
    .where(ctx.scope(e).where(and(...conditions)))
    .groupBy(e.campaign_id, e.page_id, e.event);
}

function statisticsOf(rows: { page_id: string; event: string; n: number }[]): UpsellStatistics {
  const pages = new Map<string, { impressions: number; conversions: number }>();
  for (const row of rows) {
    const page = pages.get(row.page_id) ?? { impressions: 0, conversions: 0 };
    if (row.event === 'impression') page.impressions += Number(row.n);
    else page.conversions += Number(row.n);
    pages.set(row.page_id, page);
  }
  const list = [...pages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page_id, p]) => ({ page_id, ...p, conversion_rate: rate(p.conversions, p.impressions) }));
  const impressions = list.reduce((sum, p) => sum + p.impressions, 0);
  const conversions = list.reduce((sum, p) => sum + p.conversions, 0);
  return { impressions, conversions, conversion_rate: rate(conversions, impressions), pages: list };
}

/** The upsell image must be a file of the store (uploaded as `upsell_image`), or none. */
async function checkImage(ctx: ActionContext, message: { image: string } | undefined) {
  const path = message?.image ?? '';
  if (path === '') return;
  const [file] = await ctx.scope(coreTables.files).find(eq(coreTables.files.path, path));
  if (!file) throw invalidField('upsell_message.image', M.imageNotFound);
}

async function checkCategory(ctx: ActionContext, category: number | null | undefined) {
  if (category === null || category === undefined) return;
  if (!(await ctx.scope(orderBumpCategoriesTable).get(category)))
    throw invalidField('category', M.categoryNotFound);
}

/**
 * The one-click upsell's template choice (spec 3 §4, §6): only once, and only while the store's
 * active theme is a builder theme.
 */
async function chooseTemplate(ctx: ActionContext, existing: UpsellRow, builderTheme: number) {
  if (existing.type !== 'one-click-upsell') throw invalidField('builder_theme', M.notOneClickUpsell);
  if (existing.builder_theme_id !== null) throw invalidField('builder_theme', M.alreadyCreated);
  const [template] = await ctx.db
    .select({ id: ocuTemplatesTable.id })
    .from(ocuTemplatesTable)
    .where(eq(ocuTemplatesTable.id, builderTheme));
  if (!template) throw invalidField('builder_theme', M.templateNotFound);
  // No themes area (no provider): the store has no active theme, hence no builder theme.
  const theme = (await ctx.use(ACTIVE_THEME)?.activeTheme()) ?? null;
  if (theme === null || !isBuilderThemeType(theme.type))
    throw invalidField('builder_theme', M.builderThemeRequired);
  return { builder_theme_id: builderTheme };
}

export const upsellsResource = resource(upsellsContract.resources.campaigns, {
  table: upsellsTable,
  toItem,
  filters: { query: (value) => textSearch(value, upsellsTable.title) },
  expand: {
    async statistics(items, _rows, ctx) {
      const counts = await eventCounts(
        ctx,
        items.map((i) => i.id),
      );
      for (const item of items)
        item.statistics = statisticsOf(counts.filter((c) => c.campaign_id === item.id));
    },
    // The steps are always on the item; the name is accepted as the spec's list asks for it.
    upsell_steps: async () => {},
  },
  beforeCreate: async (input, ctx) => {
    await checkCategory(ctx, input.category);
    await checkImage(ctx, input.upsell_message);
    return input;
  },
  beforeUpdate: async (raw, existing, ctx) => {
    const input = raw as UpsellUpdate;
    const { builder_theme, ...rest } = input;
    const chosen = builder_theme === undefined ? {} : await chooseTemplate(ctx, existing, builder_theme);
    // The cross-field rules (percent range) are checked on the campaign as it will be.
    const merged = { ...toItem(existing), ...rest };
    const checked = upsellInputSchema.safeParse(merged);
    if (!checked.success) throw invalid(fieldErrorsOf(checked.error));
    await checkCategory(ctx, rest.category);
    await checkImage(ctx, rest.upsell_message);
    const { type: _type, ...next } = checked.data;
    return { ...next, ...chosen };
  },
});

export const bumpCategoriesResource = resource(upsellsContract.resources.bumpCategories, {
  table: orderBumpCategoriesTable,
  toItem: (row) => ({ id: row.id, title: row.title }),
});

/** `GET /upsells/ocu-templates`: the templates every store is offered, in their order. */
export const listTemplates = implement(upsellsContract.endpoints.templates, async (ctx) => {
  const rows = await ctx.db.select().from(ocuTemplatesTable).orderBy(asc(ocuTemplatesTable.position));
  return rows.map(({ id, title, description }) => ({ id, title, description }));
});

const DAY = 86_400_000;

/** `GET /upsells/:id/statistics?from&to`: per page, dates inclusive (UTC). */
export const getStatistics = implement(
  upsellsContract.endpoints.statistics,
  async (ctx, { params, query }) => {
    const campaign = await ctx.scope(upsellsTable).get(parseId(params.id, M.campaignNotFound));
    if (!campaign) throw notFound(M.campaignNotFound);
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const to = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY) : undefined;
    return statisticsOf(await eventCounts(ctx, [campaign.id], from, to));
  },
);

/** `POST /storefront/upsells/events` (public): the store by its subdomain, the campaign must be its. */
export const recordEvent = implement(
  upsellsContract.endpoints.recordEvent,
  async (ctx, { body }) => {
    const event = body as UpsellEventInput & { page_id: string };
    const campaign = await ctx.scope(upsellsTable).get(event.campaign_id);
    if (!campaign) throw invalidField('campaign_id', M.campaignNotFound);
    await ctx.scope(upsellEventsTable).insert({
      campaign_id: campaign.id,
      event: event.event,
      page_id: event.page_id.slice(0, 200),
    });
    return undefined;
  },
  {
    public: storeBySubdomain((body: UpsellEventInput) => body.store, M.storeNotFound),
    rateLimit: {
      name: 'upsells.events',
      perCaller: UPSELL_EVENTS_PER_MINUTE,
      perIp: UPSELL_EVENTS_PER_MINUTE,
      windowSeconds: 60,
    },
  },
);

/**
 * `POST /storefront/upsells/offers` (public): the store by its subdomain; its published
 * campaigns (drafts are not even read) against the cart, through `priceCartWithOffers`.
 */
export const cartOffers = implement(
  upsellsContract.endpoints.offers,
  async (ctx, { body }) => {
    const request = body as Required<UpsellOffersRequest>;
    const campaigns = await ctx.scope(upsellsTable).find(eq(upsellsTable.is_draft, false));
    return priceCartWithOffers(request.cart.lines, campaigns, {
      now: Date.now(),
      seen: request.seen.map((s) => ({ campaign_id: s.campaign_id, at: Date.parse(s.at) })),
      products: request.products,
      recommendations: request.recommendations,
    });
  },
  {
    public: storeBySubdomain((body: UpsellOffersRequest) => body.store, M.storeNotFound),
    rateLimit: {
      name: 'upsells.offers',
      perCaller: UPSELL_OFFERS_PER_MINUTE,
      perIp: UPSELL_OFFERS_PER_MINUTE,
      windowSeconds: 60,
    },
  },
);

export const upsellsServerPlugin = defineServerPlugin({
  id: 'upsells',
  contract: upsellsContract,
  tables: { upsellsTable, orderBumpCategoriesTable, upsellEventsTable, ocuTemplatesTable },
  migrations: [
    {
      version: 1,
      name: 'create upsells tables',
      sql: [
        `create table upsells_campaigns (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          type text not null,
          title text not null,
          is_draft boolean not null default true,
          trigger jsonb not null,
          discount jsonb not null,
          timer jsonb not null,
          timer_bar jsonb not null,
          upsell_message jsonb not null,
          message jsonb not null,
          bump_products jsonb not null,
          category integer,
          builder_theme_id integer,
          upsell_steps jsonb not null,
          max_value integer not null default 0,
          allow_stacking boolean not null default false,
          created_at timestamptz not null default now()
        )`,
        'create index upsells_campaigns_store_idx on upsells_campaigns (store_id, id)',
        `create table upsells_order_bump_categories (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null
        )`,
        `create table upsells_events (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          campaign_id integer not null references upsells_campaigns(id) on delete cascade,
          event text not null,
          page_id text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index upsells_events_campaign_idx on upsells_events (store_id, campaign_id, created_at)',
      ],
    },
    {
      version: 2,
      name: 'frequency cap, matching levels, one-click upsell templates',
      sql: [
        `alter table upsells_campaigns add column frequency_cap jsonb not null default '{"size":0,"type":"days"}'::jsonb`,
        `alter table upsells_campaigns add column matching_levels jsonb not null default '[]'::jsonb`,
        // Campaigns made before: every matching level on (a new campaign's default).
        `update upsells_campaigns set matching_levels = '${JSON.stringify(NEW_CAMPAIGN_DEFAULTS.matching_levels)}'::jsonb`,
        `create table upsells_ocu_templates (
          id integer primary key,
          title text not null,
          description text not null default '',
          position integer not null default 0
        )`,
        `insert into upsells_ocu_templates (id, title, description, position) values ${OCU_TEMPLATE_ROWS.map(
          (t) => `(${t.id}, ${sqlText(t.title)}, ${sqlText(t.description)}, ${t.position})`,
        ).join(', ')}`,
      ],
    },
    {
      version: 3,
      name: 'targeting rules (spec 3 §3)',
      sql: [
        `alter table upsells_campaigns add column targeting jsonb not null default '{"match":"any","rules":[]}'::jsonb`,
      ],
    },
  ],
  resources: [upsellsResource, bumpCategoriesResource],
  // Before the resource: `/upsells/ocu-templates` is no campaign id.
  routes: [listTemplates, getStatistics, recordEvent, cartOffers],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    const rows = await scope(upsellsTable, main).insertMany(
      SEED_UPSELLS.map((s) => upsellInputSchema.parse(s)),
    );
    await scope(orderBumpCategoriesTable, main).insertMany([
      { title: 'Accessories' },
      { title: 'Gift wrap' },
    ]);
    // Some storefront traffic on the first two campaigns, on two pages.
    const events = rows.slice(0, 2).flatMap((row, i) =>
      ['/cart', '/products/tee'].flatMap((page_id, p) => [
        ...Array.from({ length: 20 + 10 * i + 5 * p }, () => ({
          campaign_id: row.id,
          event: 'impression' as const,
          page_id,
        })),
        ...Array.from({ length: 3 + i + p }, () => ({
          campaign_id: row.id,
          event: 'conversion' as const,
          page_id,
        })),
      ]),
    );
    await scope(upsellEventsTable, main).insertMany(events);
    if (second !== undefined)
      await scope(upsellsTable, second).insertMany([
        upsellInputSchema.parse({ type: 'storewide', title: 'Outlet storewide sale' }),
      ]);
  },
});
