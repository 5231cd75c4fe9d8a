/**
 * The Inventory plugin's demo data (data only, no rules): the seed writes it, and the
 * stories show the same rows.
 */
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';

/** Warehouses of the main store; the first holds the most stock. */
export const SEED_WAREHOUSES = [
  { title: 'Main Warehouse' },
  { title: 'East Coast Depot' },
  { title: 'Returns Room' },
] as const;

export const SEED_VENDORS = [
  { title: 'Northwind Textiles' },
  { title: 'Acme Supply Co.' },
  { title: 'Blue Harbor Goods' },
] as const;

/** The second store's warehouse and vendor. */
export const SEED_OUTLET_VENDORS = [{ title: 'Outlet Supplier' }] as const;

/**
 * Deterministic on hand of the `index`-th line (by id) in the first two warehouses; the third
 * (returns) starts empty.
 */
export function seedOnHand(index: number): [main: number, east: number] {
  return [20 + ((index * 7) % 31), (index * 5) % 13];
}

/** Demo products when no catalogue plugin published any (the plugin run alone by `storeroom dev`). */
export const STANDALONE_PRODUCTS: CatalogueProduct[] = (
  [
    ['Classic Tee', ['Black / S', 'Black / M', 'White / M']],
    ['Canvas Tote', []],
    ['Wool Beanie', ['Grey', 'Navy']],
  ] as const
).map(([title, variants], i) => ({
  id: 900001 + i,
  title,
  seo_url: '',
  type: '',
  vendor: '',
  tags: [],
  price: null,
  is_draft: false,
  track_inventory: true,
  image: null,
  sku: `DEMO-${i + 1}`,
  variants: variants.map((v, j) => ({
    id: 9000 + i * 10 + j,
    title: v,
    sku: `DEMO-${i + 1}-${v.replace(/[^A-Za-z]+/g, '').toUpperCase()}`,
    price: null,
    image: null,
  })),
}));
