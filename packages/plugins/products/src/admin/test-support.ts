/**
 * Fakes for tests and stories: an in-memory products API (core's memory client for
 * `/products`, plus the lookup, settings, tab usage, free-text search and `/files` calls) and
 * a few realistic products.
 */
import { createMemoryHttpClient } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createProductSettingsClient, createProductsClient, PRODUCTS_PATH } from '../client';
import type { ProductSettingsClient, ProductsClient } from '../client';
import { DEFAULT_PRODUCT_SETTINGS, productInputSchema } from '../schema';
import type { ProductInput, ProductItem, ProductSettings, ProductSettingsPatch } from '../schema';
import { combinations } from '../lib/variants';

let nextVariantId = 500;

/** A full product item (as `GET /products/{id}?expand=...` answers) from editor-like input. */
export function productItem(id: number, input: ProductInput): ProductItem {
  const v = productInputSchema.parse(input);
  const variants = v.variants.map((variant) => ({ ...variant, id: variant.id ?? nextVariantId++ }));
  return {
    ...v,
    id,
    variants,
    files: {},
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    skus: [v.sku, ...variants.map((x) => x.sku)].filter((s) => s !== ''),
    variant_count: variants.length,
  };
}

/** A multi product with every combination of its options as a variant. */
export function multiProduct(
  id: number,
  title: string,
  options: { title: string; values: string[] }[],
  extra: Partial<ProductInput> = {},
) {
  const prefix = title.slice(0, 3).toUpperCase();
  return productItem(id, {
    title,
    seo_url: title,
    seo_title: title,
    is_multi: true,
    options,
    variants: combinations(options).map((combo, i) => ({
      variant: combo,
      default: i === 0,
      sku: [prefix, ...combo].join('-'),
      price: 20,
    })),
    ...extra,
  });
}

export function sampleProducts(count = 6): ProductItem[] {
  const base: ProductItem[] = [
    multiProduct(
      1,
      'Classic Cotton T-Shirt',
      [
        { title: 'Color', values: ['Black', 'White'] },
        { title: 'Size', values: ['S', 'M'] },
      ],
      {
        type: 'Apparel',
        vendor: 'Northwind Textiles',
        tags: ['summer'],
        textareas: [{ name: 'Description', text: 'Soft cotton.' }],
      },
    ),
    productItem(2, {
      title: 'Stoneware Mug',
      seo_url: 'stoneware-mug',
      sku: 'HOME-MUG',
      price: 16,
      type: 'Kitchen',
      vendor: 'Kiln & Co.',
      tags: ['coffee'],
    }),
    productItem(3, {
      title: 'Pendant Light Shade',
      sku: 'DEC-SHADE',
      price: 68,
      type: 'Lighting',
      vendor: 'Lumen House',
      is_draft: true,
    }),
    multiProduct(4, 'Custom Print Tee', [{ title: 'Size', values: ['S', 'M'] }], {
      is_pod: true,
      type: 'Apparel',
      vendor: 'Print Partner',
    }),
    multiProduct(5, 'Apparel template', [{ title: 'Size', values: ['S', 'M', 'L'] }], {
      is_template: true,
      template_name: 'Apparel',
      type: 'Apparel',
      vendor: 'Northwind Textiles',
      tags: ['new'],
    }),
    productItem(6, { title: 'Gift Card', is_giftcard: true, price: 25, skip_shipping: true }),
  ];
  const extra = Array.from({ length: Math.max(0, count - base.length) }, (_, i) =>
    productItem(100 + i, {
      title: `Catalogue item ${i + 1}`,
      sku: `CAT-${i + 1}`,
      price: 10 + i,
      type: 'Misc',
      vendor: 'Various',
    }),
  );
  return [...base.slice(0, count), ...extra];
}

export interface FakeProductsApi {
  /** The live product rows. */
  rows(): ProductItem[];
  products: ProductsClient;
  settings: ProductSettingsClient;
  /** Every request, as `METHOD /path`. */
  log: string[];
  /** Bodies of PATCH /product-settings calls. */
  settingsPatches: ProductSettingsPatch[];
  uploads: { type: string; names: string[] }[];
  /** Bodies of POST /products/search calls. */
  searches: Record<string, unknown>[];
}

/** The fake API; `pending` never answers (loading states), `failing` answers 500 to everything. */
export function fakeProductsApi(
  options: {
    products?: ProductItem[];
    settings?: ProductSettings;
    latency?: number;
    mode?: 'pending' | 'failing';
    /** The store's collections and their product ids (the server's COLLECTION_MEMBERS). */
    collections?: { id: number; title: string; products: number[] }[];
  } = {},
): FakeProductsApi {
  const memory = createMemoryHttpClient({
    resources: { [PRODUCTS_PATH]: options.products ?? sampleProducts() },
    latency: options.latency,
  });
  let settings: ProductSettings = structuredClone(options.settings ?? DEFAULT_PRODUCT_SETTINGS);
  const settingsPatches: ProductSettingsPatch[] = [];
  const uploads: { type: string; names: string[] }[] = [];
  const searches: Record<string, unknown>[] = [];
  let nextFile = 9000;
  const rows = () => memory.rows(PRODUCTS_PATH) as unknown as ProductItem[];

  async function request(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<unknown> {
    if (options.mode === 'pending') return new Promise(() => undefined);
    if (options.mode === 'failing')
      throw new ApiError(500, 'Something went wrong, please contact support or try again later.');
    if (path === '/products/lookup') {
      const sorted = (list: string[]) => [...new Set(list)].filter(Boolean).sort();
      return {
        collections: (options.collections ?? []).map(({ id, title }) => ({ id, title })),
        tags: sorted(rows().flatMap((r) => r.tags)),
        types: sorted(rows().map((r) => r.type)),
        vendors: sorted(rows().map((r) => r.vendor)),
      };
    }
    if (path === '/products/settings' || path === '/product-settings') {
      if (method === 'PATCH') {
        const body = opts.body as ProductSettingsPatch;
        settingsPatches.push(body);
        settings = {
          sku: body.sku ?? settings.sku,
          textareas: {
            enabled: body.textareas?.enabled ?? settings.textareas.enabled,
            values: body.textareas?.values ?? settings.textareas.values,
          },
        };
      }
      return structuredClone(settings);
    }
    if (path === '/product-settings/tabusage') {
      const tab = String(opts.query?.tab ?? '').toLowerCase();
      return {
        tab,
        count: rows().filter((r) => (r.textareas ?? []).some((t) => t.name.toLowerCase() === tab && t.text))
          .length,
      };
    }
    if (path === '/files' && method === 'POST') {
      const form = opts.body as FormData;
      const files = form.getAll('files[]') as File[];
      uploads.push({ type: String(form.get('type')), names: files.map((f) => f.name) });
      return files.map((f) => ({ id: nextFile++, path: `/uploads/${f.name}`, name: f.name }));
    }
    if (path === '/products/search' && method === 'POST') {
      searches.push({ ...(opts.body as Record<string, unknown>) });
      const { collections, ...others } = (opts.body ?? {}) as Record<string, unknown>;
      if (collections !== undefined) {
        // Any of the collections (the server asks COLLECTION_MEMBERS): an id filter here.
        const wanted = (Array.isArray(collections) ? collections : [collections]).map(Number);
        const ids = (options.collections ?? [])
          .filter((c) => wanted.includes(c.id))
          .flatMap((c) => c.products);
        return request(method, path, { ...opts, body: { ...others, id: ids.length > 0 ? ids : [-1] } });
      }
      const { query, ...rest } = others;
      if (typeof query === 'string') {
        const all = (await memory.request('POST', path, {
          ...opts,
          body: rest,
          query: { ...opts.query, size: 1000, page: 1 },
        })) as {
          items: ProductItem[];
        };
        const q = query.toLowerCase();
        const items = all.items.filter(
          (p) => p.title.toLowerCase().includes(q) || p.skus.some((s) => s.toLowerCase().includes(q)),
        );
        return {
          items,
          _meta: { currentPage: 1, pageCount: 1, perPage: items.length, totalCount: items.length },
        };
      }
    }
    const answer = await memory.request(method, path, opts);
    // The server answers items with their skus; keep them in step for created/updated rows.
    if (
      (method === 'POST' || method === 'PATCH') &&
      answer &&
      typeof answer === 'object' &&
      'title' in answer
    ) {
      const row = answer as ProductItem;
      row.skus = [row.sku ?? '', ...(row.variants ?? []).map((v) => v.sku)].filter(Boolean);
      row.variant_count = (row.variants ?? []).length;
      row.tags ??= [];
    }
    return answer;
  }

  const transport: HttpClient = { request: request as HttpClient['request'] };
  return {
    rows,
    products: createProductsClient(transport),
    settings: createProductSettingsClient(transport),
    log: memory.log,
    settingsPatches,
    uploads,
    searches,
  };
}
