/**
 * The contract's product settings endpoints (spec 3 §3, §5, §7) and the lookup helper (spec 2 §7):
 * - `GET /products/settings` (products read: the editor needs the sku flag and tabs),
 * - `GET /product-settings`, `PATCH /product-settings` (settings subject), with the tab rules:
 *   names unique case-insensitively; a removed tab still holding content in some product needs
 *   a choice (move to an existing tab, to a new tab, or delete), applied to every product in the
 *   same transaction; a renamed tab carries its content,
 * - `GET /product-settings/tabusage?tab=` and `PATCH /product-settings/tabname {oldTab,newTab}`,
 * - `GET /products/lookup`: the store's collections (through `COLLECTION_MEMBERS`, auto ones
 *   hidden), and the tags, types and vendors used by the store's products.
 */
import { implement, invalid } from '@storeroom/server';
import { COLLECTION_MEMBERS } from '@storeroom/plugin-collections/contract';
import type { ActionContext } from '@storeroom/server';
import { sql } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { DEFAULT_PRODUCT_SETTINGS, duplicateNames, productsContract, PRODUCTS_MESSAGES } from '../contract';
import type { ProductSettings, ProductTextarea, TabRemoval } from '../contract';

const { endpoints } = productsContract;
import { productSettingsTable, productsTable } from './tables';

export async function readSettings(ctx: ActionContext): Promise<ProductSettings> {
  const [row] = await ctx.scope(productSettingsTable).find();
  if (!row) return structuredClone(DEFAULT_PRODUCT_SETTINGS);
  return { sku: row.sku, textareas: { enabled: row.textareas_enabled, values: row.tabs } };
}

async function writeSettings(ctx: ActionContext, s: ProductSettings): Promise<void> {
  const table = ctx.scope(productSettingsTable);
  const [row] = await table.find();
  const values = { sku: s.sku, textareas_enabled: s.textareas.enabled, tabs: s.textareas.values };
  if (row) await table.update(row.id, values);
  else await table.insert(values);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Products whose textareas hold non-empty text under the tab. */
async function productsUsing(ctx: ActionContext, tab: string) {
  return ctx
    .scope(productsTable)
    .find(
      sql`exists (select 1 from jsonb_array_elements(${productsTable.textareas}) t where lower(t->>'name') = lower(${tab}) and coalesce(t->>'text', '') <> '')`,
    );
}

/** Applies a rename or a removal choice to one product's textareas. */
export function applyTabChange(
  textareas: readonly ProductTextarea[],
  change: { kind: 'rename'; from: string; to: string } | TabRemoval,
): ProductTextarea[] {
  if ('kind' in change)
    return textareas.map((t) => (same(t.name, change.from) ? { ...t, name: change.to } : t));
  const removed = textareas.filter((t) => same(t.name, change.tab));
  const rest = textareas.filter((t) => !same(t.name, change.tab));
  if (change.action === 'delete') return rest;
  const text = removed
    .map((t) => t.text)
    .filter((t) => t !== '')
    .join('\n');
  const target = rest.find((t) => same(t.name, change.to));
  if (!target) return [...rest, { name: change.to, text }];
  return rest.map((t) =>
    t === target ? { ...t, text: [t.text, text].filter((x) => x !== '').join('\n') } : t,
  );
}

async function applyToProducts(
  ctx: ActionContext,
  tab: string,
  change: Parameters<typeof applyTabChange>[1],
): Promise<void> {
  const table = ctx.scope(productsTable);
  const rows = await table.find(
    sql`exists (select 1 from jsonb_array_elements(${productsTable.textareas}) t where lower(t->>'name') = lower(${tab}))`,
  );
  for (const row of rows) await table.update(row.id, { textareas: applyTabChange(row.textareas, change) });
}

export const getProductSettingsForProducts = implement(endpoints.editorSettings, readSettings);

export const getProductSettings = implement(endpoints.settings, readSettings);

export const patchProductSettings = implement(endpoints.updateSettings, async (ctx, { body }) => {
  const current = await readSettings(ctx);
  const next: ProductSettings = {
    sku: body.sku ?? current.sku,
    textareas: {
      enabled: body.textareas?.enabled ?? current.textareas.enabled,
      values: body.textareas?.values ?? current.textareas.values,
    },
  };
  // "new tab" choices add their tab to the list (spec 3 §2 modal).
  for (const r of body.removed) {
    if (r.action === 'new' && !next.textareas.values.some((v) => same(v, r.to)))
      next.textareas.values.push(r.to);
  }
  const errors: Record<string, string[]> = {};
  if (duplicateNames(next.textareas.values).length > 0)
    errors['textareas.values'] = [PRODUCTS_MESSAGES.tabDuplicate];
  const kept = (name: string) => next.textareas.values.some((v) => same(v, name));
  const known = (name: string) => current.textareas.values.some((v) => same(v, name));
  for (const r of body.renamed)
    if (!known(r.from) || !kept(r.to)) errors.renamed = [PRODUCTS_MESSAGES.tabUnknown];
  for (const r of body.removed) {
    if (kept(r.tab) || !known(r.tab)) errors.removed = [PRODUCTS_MESSAGES.tabUnknown];
    if (r.action !== 'delete' && !kept(r.to)) errors.removed = [PRODUCTS_MESSAGES.tabUnknown];
  }
  // A dropped tab with content and no choice: refuse, changing nothing.
  const renamedFrom = body.renamed.map((r) => r.from);
  for (const tab of current.textareas.values) {
    if (kept(tab) || renamedFrom.some((f) => same(f, tab)) || body.removed.some((r) => same(r.tab, tab)))
      continue;
    if ((await productsUsing(ctx, tab)).length > 0) {
      errors.removed = [PRODUCTS_MESSAGES.tabInUse(tab)];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const r of body.renamed)
    await applyToProducts(ctx, r.from, { kind: 'rename', from: r.from, to: r.to });
  for (const r of body.removed) await applyToProducts(ctx, r.tab, r);
  await writeSettings(ctx, next);
  return next;
});

export const getTabUsage = implement(endpoints.tabUsage, async (ctx, { query }) => {
  const { tab } = query;
  return { tab, count: tab.trim() === '' ? 0 : (await productsUsing(ctx, tab)).length };
});

export const renameTab = implement(endpoints.renameTab, async (ctx, { body }) => {
  const current = await readSettings(ctx);
  if (!current.textareas.values.some((v) => same(v, body.oldTab)))
    throw invalid({ oldTab: [PRODUCTS_MESSAGES.tabUnknown] });
  if (current.textareas.values.some((v) => same(v, body.newTab) && !same(v, body.oldTab))) {
    throw invalid({ newTab: [PRODUCTS_MESSAGES.tabDuplicate] });
  }
  const values = current.textareas.values.map((v) => (same(v, body.oldTab) ? body.newTab : v));
  await applyToProducts(ctx, body.oldTab, { kind: 'rename', from: body.oldTab, to: body.newTab });
  const next = { ...current, textareas: { ...current.textareas, values } };
  await writeSettings(ctx, next);
  return next;
});

export const productLookup = implement(endpoints.lookup, async (ctx) => {
  // Distinct values in the database: the lookup stays small whatever the catalogue's size.
  const where = ctx.scope(productsTable).where();
  const distinct = async (column: SQL) =>
    (
      await ctx.db
        .selectDistinct({ v: sql<string>`${column}` })
        .from(productsTable)
        .where(where)
    )
      .map((r) => r.v)
      .filter((v) => typeof v === 'string' && v !== '')
      .sort((a, b) => a.localeCompare(b));
  const members = ctx.use(COLLECTION_MEMBERS);
  const collections = members
    ? (await members.list()).filter((c) => !c.is_auto).map(({ id, title }) => ({ id, title }))
    : [];
  return {
    collections,
    tags: await distinct(sql`jsonb_array_elements_text(${productsTable.tags})`),
    types: await distinct(sql`${productsTable.type}`),
    vendors: await distinct(sql`${productsTable.vendor}`),
  };
});
