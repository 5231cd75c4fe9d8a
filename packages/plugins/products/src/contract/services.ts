/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createEventRef, createServiceRef } from '@storeroom/core/contract';

/** A product as the other areas see it (inventory lines, order items, collections). */
export interface CatalogueProduct {
  id: number;
  title: string;
  seo_url: string;
  type: string;
  vendor: string;
  tags: string[];
  /** Integer minor units of the store's currency (cents for USD). */
  price: number | null;
  is_draft: boolean;
  track_inventory: boolean;
  /** A gift card product (spec 3 Gift card product): delivered by e-mail, never shipped. */
  is_giftcard?: boolean;
  /** The product-level sku of a product without variants (its one inventory line). */
  sku?: string;
  /** Public path of the first image, or null. */
  image: string | null;
  /** Variant prices in integer minor units, like `price`. */
  variants: { id: number; title: string; sku: string; price: number | null; image: string | null }[];
}

export interface CatalogueService {
  /** Products by id (missing ids are absent), not templates. */
  find(ids: readonly number[]): Promise<CatalogueProduct[]>;
  /** Number of products (templates excluded). */
  count(filter?: { is_draft?: boolean }): Promise<number>;
  /**
   * Ids of the products matching collection rules (spec 1 §4–5): `match` all or any of the
   * rules, each `{ field: title|type|vendor|tag|price, operator: = != > < >= <= contains notcontains, value }`;
   * a price rule's value is a decimal amount of the store's currency ("49.99").
   */
  match(rules: readonly CollectionRule[], match: 'all' | 'any'): Promise<number[]>;
}

export interface CollectionRule {
  field: string;
  operator: string;
  value: string;
}

export const CATALOGUE = createServiceRef<CatalogueService>('catalogue');
/** Published after a product is created or updated (inside the save's transaction). */
export const PRODUCT_SAVED = createEventRef<CatalogueProduct>('products.saved');
/** Published after products are deleted. */
export const PRODUCTS_DELETED = createEventRef<{ ids: number[] }>('products.deleted');
