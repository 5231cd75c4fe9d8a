/**
 * Rows for stories: the plugin's own demo catalogue (data only, no rules), numbered as the
 * API answers it, and a memory server of the contract with canned endpoint answers.
 */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { DEFAULT_PRODUCT_SETTINGS, productsContract } from '../contract';
import type { ProductItem, ProductLookup, ProductSettings } from '../contract';
import { mainStoreProducts } from '../server/seed-data';
import { combinations } from '../lib/variants';

type SeedProduct = ReturnType<typeof mainStoreProducts>[number];

let nextVariantId = 1000;

/** A product as `GET /products/{id}?expand=variants,options,textareas,images` answers it. */
export function productItem(id: number, seed: SeedProduct, files: Record<string, string> = {}): ProductItem {
  const variants = seed.variants.map((v) => ({ ...v, id: nextVariantId++ }));
  return {
    ...seed,
    id,
    variants,
    files,
    created_at: new Date(Date.UTC(2026, 0, 1 + (id % 28))).toISOString(),
    skus: [seed.sku, ...variants.map((v) => v.sku)].filter((s) => s !== ''),
    variant_count: variants.length,
  };
}

/** The demo catalogue (templates included), `count` rows: repeats get a number in their title. */
export function sampleProducts(count = mainStoreProducts().length): ProductItem[] {
  const seeds = mainStoreProducts();
  return Array.from({ length: count }, (_, i) => {
    const seed = seeds[i % seeds.length]!;
    return productItem(i + 1, i < seeds.length ? seed : { ...seed, title: `${seed.title} ${i + 1}` });
  });
}

/** The demo product with this title (stories open one by id). */
export function sampleId(rows: readonly ProductItem[], title: string): number {
  const row = rows.find((r) => r.title === title);
  if (!row) throw new Error(`No sample product "${title}".`);
  return row.id;
}

/** A product with `colors × sizes` variants (the editor's long-content case). */
export function manyVariants(id: number, colors: string[], sizes: string[]): ProductItem {
  const options = [
    { title: 'Color', values: colors, changes_look: true, thumbnails: [] },
    { title: 'Size', values: sizes, changes_look: false, thumbnails: [] },
  ];
  const seed = mainStoreProducts()[0]!;
  return productItem(id, {
    ...seed,
    title: `Runner with ${colors.length * sizes.length} variants`,
    options,
    variants: combinations(options).map((combo, i) => ({
      variant: combo,
      default: i === 0,
      images: [],
      front_image: null,
      back_image: null,
      sku: ['RUN', ...combo].join('-'),
      price: 8000, // minor units: $80.00
    })),
  });
}

const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))].sort();

/** The lookup a store with these rows answers (story data). */
function lookupOf(rows: readonly ProductItem[], collections: ProductLookup['collections']): ProductLookup {
  return {
    collections,
    tags: distinct(rows.flatMap((r) => r.tags)),
    types: distinct(rows.map((r) => r.type)),
    vendors: distinct(rows.map((r) => r.vendor)),
  };
}

/** A memory server of the products contract: the rows, settings and lookup a story shows. */
export function productsHttp(
  rows: ProductItem[],
  options: { settings?: ProductSettings; collections?: ProductLookup['collections'] } = {},
) {
  const settings = options.settings ?? {
    sku: true,
    textareas: { ...DEFAULT_PRODUCT_SETTINGS.textareas, values: ['Description', 'Materials & Care'] },
  };
  return contractMemoryHttp(
    productsContract,
    { products: rows },
    {
      endpoints: {
        lookup: () => lookupOf(rows, options.collections ?? []),
        editorSettings: () => settings,
        settings: () => settings,
        tabUsage: ({ query }) => ({ tab: String(query?.tab ?? ''), count: 3 }),
      },
    },
  );
}
