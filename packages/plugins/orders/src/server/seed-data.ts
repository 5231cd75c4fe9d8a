/**
 * The demo seed's data (data only, no rules): carriers and the catalogue demo orders are
 * made of. `seed.ts` writes orders from it; stories show the same titles.
 */

export const SEED_CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Canada Post', 'Royal Mail'] as const;

export interface CatalogueEntry {
  product_id: number | null;
  title: string;
  variants: string[];
  sku: string;
  /** Integer minor units (cents). */
  price: number;
  track_inventory: boolean;
  is_giftcard?: boolean;
}

// Titles, variants and skus follow the products plugin's demo catalogue (skus
// `PREFIX-VALUE-VALUE`), so the inventory plugin has stock for them and demo orders can be
// fulfilled and shipped from its warehouses; product ids are the demo products' (by seed order).
// The two single products are not tracked here: the inventory demo has no lines for them.
export const CATALOGUE: CatalogueEntry[] = [
  {
    product_id: 1,
    title: 'Classic Cotton T-Shirt',
    variants: ['Black / S', 'Black / M', 'White / L', 'Navy / XL'],
    sku: 'TEE',
    price: 1999,
    track_inventory: true,
  },
  {
    product_id: 3,
    title: 'Everyday Hoodie',
    variants: ['Black / M', 'Navy / L'],
    sku: 'HOOD',
    price: 5450,
    track_inventory: true,
  },
  {
    product_id: 6,
    title: 'Wool Beanie',
    variants: ['Grey', 'Mustard'],
    sku: 'BEA',
    price: 2400,
    track_inventory: true,
  },
  {
    product_id: 7,
    title: 'Running Socks 3-Pack',
    variants: ['S', 'M', 'L'],
    sku: 'SOCK',
    price: 1500,
    track_inventory: true,
  },
  {
    product_id: 8,
    title: 'Rain Shell Jacket',
    variants: ['Yellow / M', 'Black / L'],
    sku: 'RAIN',
    price: 12900,
    track_inventory: true,
  },
  {
    product_id: 10,
    title: 'Leather Belt',
    variants: ['Brown / 95', 'Black / 85'],
    sku: 'BELT',
    price: 3900,
    track_inventory: true,
  },
  {
    product_id: 11,
    title: 'Ceramic Pour-Over Dripper',
    variants: [''],
    sku: 'HOME-DRIP',
    price: 2800,
    track_inventory: false,
  },
  {
    product_id: 12,
    title: 'Stoneware Mug 350 ml',
    variants: [''],
    sku: 'HOME-MUG',
    price: 1600,
    track_inventory: false,
  },
  {
    product_id: null,
    title: 'Canvas Tote Bag',
    variants: [''],
    sku: 'TOTE',
    price: 1850,
    track_inventory: false,
  },
  {
    product_id: null,
    title: 'Custom engraving',
    variants: [''],
    sku: '',
    price: 750,
    track_inventory: false,
  },
  {
    product_id: null,
    title: 'Gift Card',
    variants: ['$25', '$50'],
    sku: 'GIFT',
    price: 2500,
    track_inventory: false,
    is_giftcard: true,
  },
  {
    product_id: null,
    title: 'Linen Throw Pillow with an Unusually Long Product Name for Layout Checks',
    variants: ['Sand / 45 x 45 cm'],
    sku: 'PILLOW',
    price: 3800,
    track_inventory: false,
  },
];
