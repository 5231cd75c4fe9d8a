/**
 * The Products plugin's server part (spec 2 §7 Products, spec 3 §7 Product settings): tables
 * and migrations, the `/products` resource, product settings and lookup routes, the CATALOGUE
 * service, and the demo catalogue (published through PRODUCT_SAVED so inventory gets its lines).
 */
import { defineServerPlugin, provide } from '@storeroom/server';
import { CATALOGUE, productsContract } from '../contract';
import type { ActionContext } from '@storeroom/server';
import { sql } from '@storeroom/server/drizzle';
import { catalogueService } from './catalogue';
import { productsResource, publishSaved } from './products-resource';
import {
  getProductSettings,
  getProductSettingsForProducts,
  getTabUsage,
  patchProductSettings,
  productLookup,
  renameTab,
} from './settings-routes';
import { mainStoreProducts, secondStoreProducts } from './seed-data';
import { PRODUCTS_MIGRATIONS, productSettingsTable, productsTable } from './tables';

export { productsResource } from './products-resource';
export { productSettingsTable, productsTable } from './tables';

async function seedStore(ctx: ActionContext, products: ReturnType<typeof mainStoreProducts>): Promise<void> {
  const total = products.reduce((n, p) => n + p.variants.length, 0);
  const result = (await ctx.db.execute(
    sql`select nextval('product_variant_ids')::int as id from generate_series(1, ${Math.max(total, 1)})`,
  )) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((r) => Number(r.id));
  const rows = await ctx
    .scope(productsTable)
    .insertMany(
      products.map((p) => ({ ...p, variants: p.variants.map((v) => ({ ...v, id: ids.shift()! })) })),
    );
  await publishSaved(ctx, rows);
}

export const productsServerPlugin = defineServerPlugin({
  id: 'products',
  contract: productsContract,
  tables: { productsTable, productSettingsTable },
  migrations: PRODUCTS_MIGRATIONS,
  resources: [productsResource],
  routes: [
    getProductSettingsForProducts,
    productLookup,
    getProductSettings,
    patchProductSettings,
    getTabUsage,
    renameTab,
  ],
  provides: [provide(CATALOGUE, catalogueService)],
  async seed({ storeIds, context, scope }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await seedStore(await context(main), mainStoreProducts());
    await scope(productSettingsTable, main).insertMany([
      { sku: true, textareas_enabled: true, tabs: ['Description', 'Materials & Care', 'Shipping'] },
    ]);
    if (second !== undefined) await seedStore(await context(second), secondStoreProducts());
  },
});
