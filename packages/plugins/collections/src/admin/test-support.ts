/**
 * In-memory Collections API for component tests and stories: core's memory client for the
 * `/collections` resource, plus what it cannot know — the products a collection holds, the
 * product picker's `POST /products/search` and image uploads (`POST /files`).
 */
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { COLLECTIONS_PATH, createCollectionsClient, FILES_PATH, PRODUCTS_SEARCH_PATH } from '../client';
import type { CollectionsClient } from '../client';
import { slugify } from '../contract';
import type { CollectionItem, CollectionProduct } from '../contract';

const TITLES = [
  'Canvas Tote',
  'Leather Wallet',
  'Wool Scarf',
  'Rain Jacket',
  'Linen Shirt',
  'Sun Hat',
  'Trail Boots',
  'Denim Jacket',
];

export function sampleProducts(count = TITLES.length): CollectionProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: TITLES[i % TITLES.length]! + (i >= TITLES.length ? ` ${i + 1}` : ''),
    price: 20 + i * 7,
    is_draft: false,
    is_template: false,
    image: null,
  }));
}

/** `count` collections, alternating manual (two products) and by rules; every third a draft. */
export function sampleCollections(count: number): CollectionItem[] {
  return Array.from({ length: count }, (_, i) => {
    const title = i === 0 ? 'Staff Picks' : `Collection ${i + 1}`;
    const manual = i % 2 === 0;
    return {
      id: i + 1,
      title,
      seo_url: slugify(title),
      seo_title: '',
      description: i === 0 ? 'Products our team loves this season.' : '',
      images: [],
      is_draft: i % 3 === 2,
      type: manual ? 'manual' : 'rules',
      rules_match_condition: 'all',
      rules: manual ? [] : [{ field: 'price', operator: '<', value: '50' }],
      products: manual ? [1, 2] : [],
      sort: 0,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      products_count: manual ? 2 : 3,
    };
  });
}

export interface FakeCollectionsApi {
  http: MemoryHttpClient;
  client: CollectionsClient;
  /** Names of the files uploaded. */
  uploads: string[];
}

export function fakeCollectionsApi(
  rows: CollectionItem[],
  products: CollectionProduct[] = sampleProducts(),
  options: { productsFail?: boolean } = {},
): FakeCollectionsApi {
  const memory = createMemoryHttpClient({
    resources: { [COLLECTIONS_PATH]: rows, '/products': products },
  });
  const uploads: string[] = [];
  let nextFile = 500;
  const http: HttpClient = {
    async request<T>(method: HttpMethod, path: string, options2: RequestOptions = {}) {
      if (method === 'POST' && path === PRODUCTS_SEARCH_PATH) {
        if (options.productsFail)
          throw new ApiError(500, 'Something went wrong, please contact support or try again later.');
        return memory.request<T>('POST', '/products/search', options2);
      }
      if (method === 'POST' && path === FILES_PATH) {
        const files = (options2.body as FormData).getAll('files[]') as File[];
        uploads.push(...files.map((f) => f.name));
        return files.map((f) => ({ id: nextFile++, path: `/uploads/1/test/${f.name}`, name: f.name })) as T;
      }
      const members = /^\/collections\/(\d+)\/products$/.exec(path);
      if (method === 'GET' && members) {
        const row = memory.rows(COLLECTIONS_PATH).find((r) => r.id === Number(members[1]));
        // By rules: the fake matches price rules only (enough for tests and stories).
        const ids =
          row?.type === 'rules'
            ? memory
                .rows('/products')
                .filter((p) =>
                  (row.rules as { field: string; operator: string; value: string }[]).every(
                    (r) =>
                      r.field !== 'price' ||
                      (r.operator === '<'
                        ? Number(p.price) < Number(r.value)
                        : Number(p.price) > Number(r.value)),
                  ),
                )
                .map((p) => p.id)
            : ((row?.products as number[] | undefined) ?? []);
        const items = memory.rows('/products').filter((p) => ids.includes(p.id));
        return {
          items,
          _meta: { currentPage: 1, pageCount: 1, perPage: 200, totalCount: items.length },
        } as T;
      }
      return memory.request<T>(method, path, options2);
    },
  };
  return { http: memory, client: createCollectionsClient(http), uploads };
}

/** A client whose requests never answer (loading states). */
export const pendingCollectionsClient: CollectionsClient = createCollectionsClient({
  request: () => new Promise(() => undefined),
});

/** A client whose requests all fail (error states). */
export const failingCollectionsClient: CollectionsClient = createCollectionsClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});
