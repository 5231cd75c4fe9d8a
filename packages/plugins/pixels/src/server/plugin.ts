/**
 * The Pixels plugin's server part: it implements its contract. The `pixels` resource
 * (`/pixels`: list, search, get, create, update, delete, bulk delete, saved views; path,
 * subject, schemas, filters and sorting from the contract) with each pixel's Facebook and
 * Google parts, their own GET/PATCH/DELETE endpoints, and the refusal to create a pixel while
 * the store's active theme is a builder theme (spec 2 §6).
 */
import {
  HttpError,
  defineServerPlugin,
  implement,
  notFound,
  parseId,
  resource,
  textSearch,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { ACTIVE_THEME, isBuilderThemeType } from '@storeroom/plugin-themes/contract';
import { PIXELS_MESSAGES, pixelsContract } from '../contract';
import type { FacebookPixel, GooglePixel, Pixel } from '../contract';
import { SEED_PIXELS } from './seed-data';
import { pixelsTable } from './tables';
import type { PixelRow } from './tables';

function facebookOf(row: PixelRow): FacebookPixel | null {
  return row.facebook_code === null
    ? null
    : { code: row.facebook_code, access_token_set: Boolean(row.facebook_access_token) };
}

function googleOf(row: PixelRow): GooglePixel | null {
  return row.google_code === null ? null : { code: row.google_code };
}

function toItem(row: PixelRow): Pixel {
  return {
    id: row.id,
    title: row.title,
    enabled: row.enabled,
    position: row.position,
    pages: row.pages,
    facebook: facebookOf(row),
    google: googleOf(row),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Whether the caller's store's active theme is a builder theme, read through the themes area's
 * `ACTIVE_THEME` service. Without a themes area (no provider) the store has no builder theme.
 */
export async function builderThemeActive(ctx: ActionContext): Promise<boolean> {
  const theme = await ctx.use(ACTIVE_THEME)?.activeTheme();
  return theme != null && isBuilderThemeType(theme.type);
}

/** The Facebook columns of an input part: null removes; an empty token keeps the saved one. */
function facebookColumns(
  facebook: { code: string; access_token?: string | undefined } | null | undefined,
): Partial<PixelRow> {
  if (facebook === undefined) return {};
  if (facebook === null) return { facebook_code: null, facebook_access_token: null };
  return {
    facebook_code: facebook.code,
    ...(facebook.access_token ? { facebook_access_token: facebook.access_token } : {}),
  };
}

function googleColumns(google: { code: string } | null | undefined): Partial<PixelRow> {
  if (google === undefined) return {};
  return { google_code: google === null ? null : google.code };
}

export const pixelsResource = resource(pixelsContract.resources.pixels, {
  table: pixelsTable,
  toItem,
  // The search box (`query`): free text over the title and the two pixel ids.
  filters: {
    query: (value) =>
      textSearch(value, pixelsTable.title, pixelsTable.facebook_code, pixelsTable.google_code),
  },
  async beforeCreate(input, ctx) {
    // spec 2 §6: creation is refused, with the deprecation warning, under a builder theme.
    if (await builderThemeActive(ctx)) throw new HttpError(403, PIXELS_MESSAGES.builderThemeDeprecated);
    return {
      title: input.title,
      enabled: input.enabled,
      position: input.position,
      pages: [...new Set(input.pages)],
      facebook_code: null,
      facebook_access_token: null,
      google_code: null,
      ...facebookColumns(input.facebook),
      ...googleColumns(input.google),
    };
  },
  beforeUpdate(input) {
    const { facebook, google, pages, ...rest } = input;
    return {
      ...rest,
      ...(pages === undefined ? {} : { pages: [...new Set(pages)] }),
      ...facebookColumns(facebook),
      ...googleColumns(google),
    };
  },
});

/** The caller's store's pixel of the path, or 404. */
async function pixelOf(ctx: ActionContext, id: string): Promise<PixelRow> {
  const row = await ctx.scope(pixelsTable).get(parseId(id));
  if (!row) throw notFound(PIXELS_MESSAGES.notFound);
  return row;
}

async function change(ctx: ActionContext, row: PixelRow, values: Partial<PixelRow>): Promise<PixelRow> {
  const [updated] = await ctx.scope(pixelsTable).update(row.id, values);
  return updated!;
}

export const getFacebook = implement(pixelsContract.endpoints.facebook, async (ctx, { params }) => {
  const facebook = facebookOf(await pixelOf(ctx, params.id));
  if (!facebook) throw notFound(PIXELS_MESSAGES.facebookNotSet);
  return facebook;
});

export const updateFacebook = implement(
  pixelsContract.endpoints.updateFacebook,
  async (ctx, { params, body }) => {
    const row = await pixelOf(ctx, params.id);
    return facebookOf(await change(ctx, row, facebookColumns(body)))!;
  },
);

export const removeFacebook = implement(pixelsContract.endpoints.removeFacebook, async (ctx, { params }) => {
  await change(ctx, await pixelOf(ctx, params.id), facebookColumns(null));
  return undefined;
});

export const getGoogle = implement(pixelsContract.endpoints.google, async (ctx, { params }) => {
  const google = googleOf(await pixelOf(ctx, params.id));
  if (!google) throw notFound(PIXELS_MESSAGES.googleNotSet);
  return google;
});

export const updateGoogle = implement(
  pixelsContract.endpoints.updateGoogle,
  async (ctx, { params, body }) => {
    const row = await pixelOf(ctx, params.id);
    return googleOf(await change(ctx, row, googleColumns(body)))!;
  },
);

export const removeGoogle = implement(pixelsContract.endpoints.removeGoogle, async (ctx, { params }) => {
  await change(ctx, await pixelOf(ctx, params.id), googleColumns(null));
  return undefined;
});

export const pixelsStatus = implement(pixelsContract.endpoints.status, async (ctx) => {
  const active = await builderThemeActive(ctx);
  return { builder_theme_active: active, message: active ? PIXELS_MESSAGES.builderThemeDeprecated : null };
});

export const pixelsServerPlugin = defineServerPlugin({
  id: 'pixels',
  contract: pixelsContract,
  tables: { pixelsTable },
  migrations: [
    {
      version: 1,
      name: 'create pixels',
      sql: [
        `create table pixels (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          enabled boolean not null default true,
          position text not null default 'head',
          pages jsonb not null default '[]'::jsonb,
          facebook_code text,
          facebook_access_token text,
          google_code text,
          created_at timestamptz not null default now()
        )`,
        'create index pixels_store_idx on pixels (store_id, id)',
      ],
    },
  ],
  resources: [pixelsResource],
  routes: [pixelsStatus, getFacebook, updateFacebook, removeFacebook, getGoogle, updateGoogle, removeGoogle],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(pixelsTable, main).insertMany(SEED_PIXELS);
    // The second demo store has a pixel of its own, which the main store never sees.
    if (second !== undefined)
      await scope(pixelsTable, second).insertMany([{ title: 'Second store pixel', pages: [] }]);
  },
});
