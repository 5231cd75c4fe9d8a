/**
 * Deterministic demo catalogue (issue 8 "seed data"): about 40 products across apparel, home
 * and accessories; several with Color/Size options and skued variants; a few drafts; two
 * templates; a gift card; a print-on-demand product.
 */
import { slugify } from '../contract';
import type { ProductOption, ProductValues } from '../contract';
import { combinations } from '../lib/variants';

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

export function mainStoreProducts(): SeedProduct[] {
  const apparel = { type: 'Apparel', vendor: 'Northwind Textiles' };
  return [
    multi('Classic Cotton T-Shirt', 'TEE', 19.99, [option('Color', COLORS, true), option('Size', SIZES)], {
      ...apparel,
      tags: ['summer', 'bestseller'],
    }),
    multi(
      'Merino Crew Sweater',
      'MER',
      89,
      [option('Color', ['Charcoal', 'Oatmeal'], true), option('Size', SIZES)],
      { ...apparel, tags: ['winter'] },
    ),
    multi('Everyday Hoodie', 'HOOD', 54.5, [option('Color', COLORS, true), option('Size', ['S', 'M', 'L'])], {
      ...apparel,
      tags: ['bestseller'],
    }),
    multi(
      'Linen Button-Down Shirt',
      'LIN',
      64,
      [option('Color', ['Sand', 'Sky'], true), option('Size', SIZES)],
      { ...apparel, tags: ['summer'] },
    ),
    multi(
      'Slim Chino Trousers',
      'CHI',
      72,
      [option('Color', ['Khaki', 'Olive']), option('Size', ['30', '32', '34', '36'])],
      apparel,
    ),
    multi('Wool Beanie', 'BEA', 24, [option('Color', ['Grey', 'Mustard', 'Forest'], true)], {
      ...apparel,
      tags: ['winter', 'accessories'],
    }),
    multi('Running Socks 3-Pack', 'SOCK', 15, [option('Size', ['S', 'M', 'L'])], {
      ...apparel,
      tags: ['sport'],
    }),
    multi(
      'Rain Shell Jacket',
      'RAIN',
      129,
      [option('Color', ['Yellow', 'Black'], true), option('Size', SIZES)],
      { ...apparel, tags: ['outdoor'] },
    ),
    multi(
      'Canvas Sneakers',
      'SNK',
      59,
      [option('Color', ['White', 'Black']), option('Size', ['38', '39', '40', '41', '42', '43', '44'])],
      {
        type: 'Footwear',
        vendor: 'Stride Co.',
        tags: ['bestseller'],
      },
    ),
    multi(
      'Leather Belt',
      'BELT',
      39,
      [option('Color', ['Brown', 'Black']), option('Size', ['85', '95', '105'])],
      {
        type: 'Accessories',
        vendor: 'Harbor Leather',
      },
    ),
    single('Ceramic Pour-Over Dripper', 'HOME-DRIP', 28, {
      type: 'Kitchen',
      vendor: 'Kiln & Co.',
      tags: ['coffee'],
    }),
    single('Stoneware Mug 350 ml', 'HOME-MUG', 16, {
      type: 'Kitchen',
      vendor: 'Kiln & Co.',
      tags: ['coffee', 'bestseller'],
    }),
    single('Cast Iron Skillet 26 cm', 'HOME-SKIL', 45, { type: 'Kitchen', vendor: 'Forge Works' }),
    single('Bamboo Cutting Board', 'HOME-BOARD', 22, { type: 'Kitchen', vendor: 'Greenleaf' }),
    single('Glass Storage Jars (Set of 3)', 'HOME-JARS', 27, { type: 'Kitchen', vendor: 'Greenleaf' }),
    single('French Press 1 L', 'HOME-PRESS', 34, { type: 'Kitchen', vendor: 'Kiln & Co.', tags: ['coffee'] }),
    single('Linen Tea Towels (2)', 'HOME-TOWEL', 18, { type: 'Kitchen', vendor: 'Northwind Textiles' }),
    single('Chef Knife 20 cm', 'HOME-KNIFE', 79, {
      type: 'Kitchen',
      vendor: 'Forge Works',
      tags: ['gift idea'],
    }),
    multi('Scented Soy Candle', 'CAND', 21, [option('Scent', ['Cedar', 'Lavender', 'Fig'])], {
      type: 'Home Decor',
      vendor: 'Wick & Wax',
      tags: ['gift idea'],
    }),
    single('Wool Throw Blanket', 'DEC-THROW', 95, {
      type: 'Home Decor',
      vendor: 'Northwind Textiles',
      tags: ['winter'],
    }),
    single('Terracotta Plant Pot', 'DEC-POT', 19, { type: 'Home Decor', vendor: 'Kiln & Co.' }),
    single('Oak Picture Frame A4', 'DEC-FRAME', 26, { type: 'Home Decor', vendor: 'Greenleaf' }),
    multi('Cushion Cover 45x45', 'CUSH', 24, [option('Color', ['Rust', 'Sage', 'Cream'], true)], {
      type: 'Home Decor',
      vendor: 'Northwind Textiles',
    }),
    single('Woven Storage Basket', 'DEC-BASKET', 32, { type: 'Home Decor', vendor: 'Greenleaf' }),
    single('Brass Desk Lamp', 'DEC-LAMP', 110, { type: 'Lighting', vendor: 'Lumen House' }),
    single('Pendant Light Shade', 'DEC-SHADE', 68, {
      type: 'Lighting',
      vendor: 'Lumen House',
      is_draft: true,
    }),
    single('Leather Card Holder', 'ACC-CARD', 29, {
      type: 'Accessories',
      vendor: 'Harbor Leather',
      tags: ['gift idea'],
    }),
    single('Canvas Tote Bag', 'ACC-TOTE', 18, {
      type: 'Accessories',
      vendor: 'Northwind Textiles',
      tags: ['summer'],
    }),
    multi('Polarised Sunglasses', 'SUN', 49, [option('Frame', ['Tortoise', 'Black'])], {
      type: 'Accessories',
      vendor: 'Optic Lane',
      tags: ['summer'],
    }),
    single('Stainless Water Bottle', 'ACC-BOTTLE', 25, {
      type: 'Accessories',
      vendor: 'Forge Works',
      tags: ['sport', 'bestseller'],
    }),
    single('Travel Toiletry Bag', 'ACC-TRAVEL', 36, { type: 'Accessories', vendor: 'Harbor Leather' }),
    single('Notebook Dot Grid A5', 'STA-NOTE', 12, {
      type: 'Stationery',
      vendor: 'Paper Mill',
      tags: ['office'],
    }),
    single('Fountain Pen', 'STA-PEN', 42, {
      type: 'Stationery',
      vendor: 'Paper Mill',
      tags: ['gift idea', 'office'],
    }),
    single('Desk Organizer', 'STA-ORG', 30, {
      type: 'Stationery',
      vendor: 'Greenleaf',
      tags: ['office'],
      is_draft: true,
    }),
    single('Yoga Mat', 'SPO-YOGA', 48, { type: 'Sport', vendor: 'Stride Co.', tags: ['sport'] }),
    single('Resistance Bands Set', 'SPO-BAND', 26, {
      type: 'Sport',
      vendor: 'Stride Co.',
      tags: ['sport'],
      is_draft: true,
    }),
    single('Digital Download: Recipe eBook', '', 9, {
      type: 'Digital',
      vendor: 'Kiln & Co.',
      skip_shipping: true,
      track_inventory: false,
    }),
    base('Gift Card', {
      type: 'Gift Card',
      is_giftcard: true,
      is_multi: true,
      skip_shipping: true,
      options: [option('Value', ['25', '50', '100'])],
      variants: ['25', '50', '100'].map((v, i) => ({
        variant: [v],
        default: i === 0,
        images: [],
        front_image: null,
        back_image: null,
        sku: '',
        price: Number(v),
      })),
    }),
    multi(
      'Custom Print Tee (POD)',
      'POD-TEE',
      29,
      [option('Color', ['White', 'Black'], true), option('Size', ['S', 'M', 'L'])],
      {
        type: 'Apparel',
        vendor: 'Print Partner',
        is_pod: true,
        auto_fulfilment: true,
        track_inventory: false,
      },
    ),
    multi('Apparel template', 'TPL', 0, [option('Color', COLORS, true), option('Size', SIZES)], {
      ...apparel,
      is_template: true,
      template_name: 'Apparel (Color × Size)',
      seo_url: '',
      is_draft: true,
    }),
    base('Kitchen basic template', {
      type: 'Kitchen',
      vendor: 'Kiln & Co.',
      is_template: true,
      template_name: 'Kitchen item',
      seo_url: '',
      track_inventory: true,
      is_draft: true,
    }),
  ];
}

export function secondStoreProducts(): SeedProduct[] {
  return [
    single('Other store poster', 'OS-POSTER', 15, { type: 'Prints', vendor: 'Other vendor' }),
    single('Other store mug', 'OS-MUG', 14, { type: 'Kitchen', vendor: 'Other vendor' }),
  ];
}
