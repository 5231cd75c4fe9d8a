/**
 * Deterministic demo catalogue (issue 8 "seed data"): about 40 products across apparel, home
 * and accessories; several with Color/Size options and skued variants; a few drafts; two
 * templates; a gift card; a print-on-demand product. The rows are data (`seed-catalogue.json`);
 * this file turns them into products.
 */
import { toMinorUnits } from '@storeroom/core/format';
import { slugify } from '../contract';
import type { ProductOption, ProductValues } from '../contract';
import { combinations, ensureOneDefault, newVariant } from '../lib/variants';
import seedCatalogue from './seed-catalogue.json';

type SeedProduct = Omit<ProductValues, 'variants'> & {
  variants: Omit<ProductValues['variants'][number], 'id'>[];
};

function base(title: string, extra: Partial<SeedProduct> = {}): SeedProduct {
  return {
    title,
    seo_title: title,
    seo_url: slugify(title),
    sku: '',
    price: null,
    type: '',
    vendor: '',
    tags: [],
    is_draft: false,
    is_template: false,
    template_name: '',
    is_multi: false,
    is_pod: false,
    is_giftcard: false,
    auto_fulfilment: false,
    skip_shipping: false,
    track_inventory: false,
    images: [],
    textareas: [{ name: 'Description', text: `${title}: made to last, shipped within two business days.` }],
    options: [],
    variants: [],
    ...extra,
  };
}

function option(title: string, values: string[], changes_look = false): ProductOption {
  return { title, values, changes_look, thumbnails: [] };
}

/** A multi product with every combination as a variant, skus `PREFIX-VALUE-VALUE`. */
function multi(
  title: string,
  prefix: string,
  price: number,
  options: ProductOption[],
  extra: Partial<SeedProduct> = {},
): SeedProduct {
  const variants = combinations(options).map((combo, i) => ({
    variant: combo,
    default: i === 0,
    images: [],
    front_image: null,
    back_image: null,
    sku: [prefix, ...combo.map((v) => v.toUpperCase().replace(/[^A-Z0-9]+/g, ''))].join('-'),
    price,
  }));
  return base(title, { is_multi: true, options, variants, track_inventory: true, ...extra });
}

function single(title: string, sku: string, price: number, extra: Partial<SeedProduct> = {}): SeedProduct {
  return base(title, { sku, price, track_inventory: true, ...extra });
}

const COLORS = ['Black', 'White', 'Navy'];
const SIZES = ['S', 'M', 'L', 'XL'];
/** Value lists the catalogue names instead of repeating them. */
const NAMED_VALUES: Record<string, string[]> = { COLORS, SIZES };
const APPAREL = { type: 'Apparel', vendor: 'Northwind Textiles' };

/**
 * One row of `seed-catalogue.json`: a single product (`sku` and `price`), a multi product
 * (`prefix`, `price` and `options` as `[title, values or a NAMED_VALUES name, changes look]`),
 * a gift card (`giftcard`: its values, each its own price) or a bare one (neither); `apparel`
 * takes the apparel type and vendor; the other keys are product fields as they are.
 */
type CatalogueRow = Partial<Omit<SeedProduct, 'options' | 'variants'>> & {
  title: string;
  prefix?: string;
  price?: number;
  options?: [string, string[] | string, boolean?][];
  giftcard?: string[];
  apparel?: boolean;
};

function fromCatalogue(row: CatalogueRow): SeedProduct {
  const { title, prefix, price: decimal, options, giftcard, apparel, sku, ...fields } = row;
  // The catalogue reads in dollars; products store integer minor units (the demo stores'
  // currencies have two digits): 19.99 is written as 1999.
  const price = decimal === undefined ? undefined : cents(decimal);
  const extra: Partial<SeedProduct> = { ...(apparel ? APPAREL : {}), ...fields };
  if (giftcard) {
    const values = giftcard.map((v) => ({ ...newVariant([v]), price: cents(v) }));
    return base(title, {
      is_multi: true,
      options: [option('Value', giftcard)],
      variants: ensureOneDefault(values),
      ...extra,
    });
  }
  if (options && prefix !== undefined) {
    const list = options.map(([name, values, look]) =>
      option(name, typeof values === 'string' ? NAMED_VALUES[values]! : values, look ?? false),
    );
    return multi(title, prefix, price ?? 0, list, extra);
  }
  if (sku !== undefined) return single(title, sku, price ?? 0, extra);
  return base(title, extra);
}

function cents(amount: number | string): number {
  return toMinorUnits(amount, 'USD') ?? 0;
}

const catalogue = seedCatalogue as unknown as { main: CatalogueRow[]; second: CatalogueRow[] };

export function mainStoreProducts(): SeedProduct[] {
  return catalogue.main.map(fromCatalogue);
}

export function secondStoreProducts(): SeedProduct[] {
  return catalogue.second.map(fromCatalogue);
}
