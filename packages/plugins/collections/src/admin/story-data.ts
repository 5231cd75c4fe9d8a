/**
 * Rows for stories: the plugin's own demo collections (data only, no rules), numbered and
 * dated as the API answers them, a few catalogue products (as the products contract describes
 * them), and one memory transport answering both contracts.
 */
import type { HttpClient } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { productsContract } from '@storeroom/plugin-products/contract';
import type { ProductItem } from '@storeroom/plugin-products/contract';
import { collectionsContract } from '../contract';
import type { CollectionItem } from '../contract';
import { seedCollections } from '../server/seed-data';

const TITLES = [
  'Canvas Tote Bag',
  'Leather Card Holder',
  'Wool Beanie',
  'Rain Shell Jacket',
  'Linen Button-Down Shirt',
  'Polarised Sunglasses',
  'Canvas Sneakers',
  'Merino Crew Sweater',
];

/** Catalogue products for the picker and the members list: `count` of them, prices from 18 up. */
export function sampleProducts(count = TITLES.length): ProductItem[] {
  return Array.from({ length: count }, (_, i) => {
    const title = TITLES[i % TITLES.length]! + (i >= TITLES.length ? ` ${i + 1}` : '');
    return {
      id: i + 1,
      title,
      seo_title: title,
      seo_url: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      sku: `SKU-${i + 1}`,
      price: 18 + i * 7,
      type: 'Accessories',
      vendor: 'Northwind Textiles',
      tags: [],
      is_draft: false,
      is_template: false,
      template_name: '',
      is_multi: false,
      is_pod: false,
      is_giftcard: false,
      auto_fulfilment: false,
      skip_shipping: false,
      track_inventory: true,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      skus: [`SKU-${i + 1}`],
      variant_count: 0,
    };
  });
}

/** The demo collections (manual ones holding the first sample products), then numbered extras. */
export function sampleCollections(count: number): CollectionItem[] {
  const [seeds] = seedCollections(sampleProducts().map((p) => p.id));
  return Array.from({ length: count }, (_, i) => {
    const seed = seeds[i % seeds.length]!;
    const title = i < seeds.length ? seed.title : `${seed.title} ${i + 1}`;
    return {
      id: i + 1,
      title,
      seo_url: i < seeds.length ? seed.seo_url : `${seed.seo_url}-${i + 1}`,
      seo_title: seed.seo_title ?? '',
      description: seed.description ?? '',
      images: [],
      is_draft: seed.is_draft ?? true,
      type: seed.type ?? 'manual',
      rules_match_condition: seed.rules_match_condition ?? 'all',
      rules: seed.rules ?? [],
      products: seed.products ?? [],
      sort: seed.sort ?? 0,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      products_count: (seed.products ?? []).length || 3,
    };
  });
}

/**
 * One transport for a story: the collections contract (rows, and each collection's products
 * from the given catalogue: a manual one's picks, a by-rules one the first three, as canned
 * data) and the products contract the picker searches (or `products` as a transport of its
 * own, e.g. `failingHttp()`).
 */
export function collectionsHttp(
  rows: CollectionItem[],
  products: ProductItem[] | HttpClient = sampleProducts(),
): HttpClient {
  const catalogue = Array.isArray(products) ? products : [];
  const collections = contractMemoryHttp(
    collectionsContract,
    { collections: rows },
    {
      endpoints: {
        products: ({ params }) => {
          const row = rows.find((r) => String(r.id) === params.id);
          const ids = row?.type === 'rules' ? catalogue.slice(0, 3).map((p) => p.id) : (row?.products ?? []);
          const items = catalogue
            .filter((p) => ids.includes(p.id))
            .map(({ id, title, price, is_draft }) => ({ id, title, price, is_draft, image: null }));
          return {
            items,
            _meta: { currentPage: 1, pageCount: 1, perPage: 200, totalCount: items.length },
          };
        },
      },
    },
  );
  const productsHttp = Array.isArray(products)
    ? contractMemoryHttp(productsContract, { products })
    : products;
  const own = (path: string) => path === '/products' || path.startsWith('/products/');
  return {
    request: ((method, path, options) =>
      (own(path) ? productsHttp : collections).request(method, path, options)) as HttpClient['request'],
  };
}
