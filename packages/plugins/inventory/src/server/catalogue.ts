/**
 * Keeps inventory lines in step with the catalogue (ARCHITECTURE.md: plugins meet through
 * contracts): `PRODUCT_SAVED` creates or updates one line per variant sku (or the product's
 * sku) of a product that tracks inventory; lines the product no longer names, or all of them
 * when it stops tracking, become unlinked; `PRODUCTS_DELETED` unlinks the products' lines.
 * Unlinked lines keep their stock and may be deleted (spec 2 §5).
 */
import type { ActionContext } from '@storeroom/server';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { and, eq, inArray, notInArray } from '@storeroom/server/drizzle';
import { inventoryItems } from './tables';

interface Line {
  sku: string;
  variant_id: number | null;
  variant: string;
  image: string | null;
}

function linesOf(product: CatalogueProduct): Line[] {
  if (!product.track_inventory) return [];
  const variants = product.variants
    .filter((v) => v.sku.trim() !== '')
    .map((v) => ({ sku: v.sku.trim(), variant_id: v.id, variant: v.title, image: v.image ?? product.image }));
  if (variants.length > 0) return variants;
  const sku = product.sku?.trim() ?? '';
  return sku === '' ? [] : [{ sku, variant_id: null, variant: '', image: product.image }];
}

export async function syncProduct(ctx: ActionContext, product: CatalogueProduct): Promise<void> {
  const lines = linesOf(product);
  const items = ctx.scope(inventoryItems);
  const skus = lines.map((l) => l.sku);
  // Lines of this product it no longer names: unlinked, stock kept.
  await ctx.db
    .update(inventoryItems)
    .set({ linked: false })
    .where(
      items.where(
        and(
          eq(inventoryItems.product_id, product.id),
          skus.length > 0 ? notInArray(inventoryItems.sku, skus) : undefined,
        ),
      ),
    );
  if (lines.length === 0) return;
  const existing = await items.find(inArray(inventoryItems.sku, skus));
  const fresh = lines.filter((l) => !existing.some((e) => e.sku === l.sku));
  if (fresh.length > 0)
    await items.insertMany(
      fresh.map((l) => ({ ...l, product_id: product.id, product_title: product.title, linked: true })),
    );
  for (const row of existing) {
    const line = lines.find((l) => l.sku === row.sku)!;
    await items.update(row.id, {
      ...line,
      product_id: product.id,
      product_title: product.title,
      linked: true,
    });
  }
}

export async function unlinkProducts(ctx: ActionContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db
    .update(inventoryItems)
    .set({ linked: false })
    .where(ctx.scope(inventoryItems).where(inArray(inventoryItems.product_id, [...ids])));
}
