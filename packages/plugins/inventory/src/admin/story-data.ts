/**
 * Rows for stories: the plugin's own demo data (warehouses, vendors, the standalone demo
 * products and their seeded stock), numbered like the server would. Data only, no rules: the
 * list endpoints answer these rows (by product id when asked), nothing else.
 */
import { contractMemoryHttp } from '@storeroom/core/testing';
import type { ListResponse } from '@storeroom/core/client';
import { inventoryContract } from '../contract';
import type { InventoryGroup, InventoryItem, Location } from '../contract';
import { SEED_VENDORS, SEED_WAREHOUSES, STANDALONE_PRODUCTS, seedOnHand } from '../server/seed-data';

export const sampleWarehouses = (count: number = SEED_WAREHOUSES.length): Location[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: SEED_WAREHOUSES[i]?.title ?? `Warehouse ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`,
  }));

export const sampleVendors = (): Location[] => SEED_VENDORS.map((v, i) => ({ id: i + 1, title: v.title }));

/**
 * `products` demo products (the standalone ones, repeated with numbered titles) and their
 * items with the seed's stock; `unlinked` products at the end are gone from the catalogue.
 */
export function sampleInventory(
  products: number,
  options: { unlinked?: number; longTitles?: boolean } = {},
): { items: InventoryItem[]; groups: InventoryGroup[] } {
  const stores = sampleWarehouses();
  const items: InventoryItem[] = [];
  let line = 0;
  for (let p = 0; p < products; p++) {
    const product = STANDALONE_PRODUCTS[p % STANDALONE_PRODUCTS.length]!;
    const round = Math.floor(p / STANDALONE_PRODUCTS.length);
    const base = options.longTitles
      ? `${product.title} with an exceptionally long product name that wraps`
      : product.title;
    const title = round > 0 ? `${base} ${round + 1}` : base;
    const linked = p < products - (options.unlinked ?? 0);
    const lines =
      product.variants.length > 0
        ? product.variants.map((v) => ({ variant_id: v.id, variant: v.title, sku: v.sku }))
        : [{ variant_id: null, variant: '', sku: product.sku ?? '' }];
    for (const l of lines) {
      const [main, east] = seedOnHand(line);
      const counts = [main, east, 0];
      const status = stores.map((w, i) => ({
        id: line * 10 + w.id,
        warehouse_id: w.id,
        warehouse: w.title,
        on_hand: counts[i] ?? 0,
        committed: 0,
        uncommitted: counts[i] ?? 0,
        reserved: 0,
        available: counts[i] ?? 0,
      }));
      items.push({
        id: ++line,
        product_id: product.id + round * 100,
        product_title: title,
        variant_id: l.variant_id,
        variant: l.variant,
        sku: round > 0 ? `${l.sku}-${round + 1}` : l.sku,
        image: null,
        linked,
        total_on_hand: status.reduce((n, s) => n + s.on_hand, 0),
        total_committed: 0,
        total_reserved: 0,
        status,
      });
    }
  }
  const ids = [...new Set(items.map((i) => i.product_id))];
  const groups = ids
    .map((id) => {
      const own = items.filter((i) => i.product_id === id);
      return {
        id,
        product_id: id,
        product_title: own[0]!.product_title,
        image: null,
        linked: own.every((i) => i.linked),
        total_on_hand: own.reduce((n, i) => n + i.total_on_hand, 0),
        total_committed: 0,
        total_reserved: 0,
        inventory_items: own,
      };
    })
    .sort((a, b) => a.product_title.localeCompare(b.product_title));
  return { items, groups };
}

function page<T>(rows: T[], query: Record<string, unknown> | undefined): ListResponse<T> {
  const size = Number(query?.size ?? 20);
  const current = Number(query?.page ?? 1);
  return {
    items: rows.slice((current - 1) * size, current * size),
    _meta: {
      currentPage: current,
      pageCount: Math.ceil(rows.length / size),
      perPage: size,
      totalCount: rows.length,
    },
  };
}

/** A memory server of the inventory contract with these rows (story data only). */
export function inventoryHttp(
  data: { items: InventoryItem[]; groups: InventoryGroup[] },
  locations: { warehouses?: Location[]; vendors?: Location[] } = {},
) {
  const byProduct = <T extends { product_id: number }>(rows: T[], body: unknown) => {
    const wanted = (body as { product_id?: unknown } | undefined)?.product_id;
    return wanted === undefined ? rows : rows.filter((r) => r.product_id === Number(wanted));
  };
  const list = ({ query, body }: { query: Record<string, unknown> | undefined; body: unknown }) =>
    query?.group === 'product'
      ? page(byProduct(data.groups, body), query)
      : page(byProduct(data.items, body), query);
  return contractMemoryHttp(
    inventoryContract,
    {
      warehouses: locations.warehouses ?? sampleWarehouses(),
      vendors: locations.vendors ?? sampleVendors(),
    },
    {
      endpoints: {
        listInventory: list,
        searchInventory: list,
        getInventoryItem: ({ params }) => data.items.find((i) => i.id === Number(params.id)),
      },
    },
  );
}
