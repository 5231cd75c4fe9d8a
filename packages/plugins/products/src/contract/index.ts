/**
 * The Products plugin's contract (spec 2 §3–§7 Products, spec 3 §3, §7 Product settings):
 * what other packages may know of it. The typed client, the server's route wiring and checks,
 * the list's filter fields, the admin data hooks and the API reference are derived from it.
 *
 * Other plugins read products through it: `resources.products` (search with the hidden
 * free-text `query` and `id` filters, `expand=variants,images,...`) in the admin, and the
 * `CATALOGUE` service with the `PRODUCT_SAVED` / `PRODUCTS_DELETED` events on the server.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  DEFAULT_THUMBNAIL_COLOR,
  PRODUCT_EXPAND,
  PRODUCT_SETTINGS_SUBJECT,
  PRODUCTS_DEFAULT_SORT,
  PRODUCTS_MESSAGES,
  PRODUCTS_PAGE_SIZE,
  PRODUCTS_SUBJECT,
  slugify,
} from './model';
import { CATALOGUE, PRODUCT_SAVED, PRODUCTS_DELETED } from './services';

export * from './model';
export * from './services';

const imageId = z.number().int().positive();
/** Money: integer minor units of the store's currency, not negative. */
const minorUnits = z
  .number()
  .int(PRODUCTS_MESSAGES.priceMinorUnits)
  .nonnegative(PRODUCTS_MESSAGES.priceMinorUnits)
  .describe("Integer minor units of the store's currency (cents for USD)");

export const thumbnailSchema = z.object({
  value: z.string(),
  image: imageId.nullable().default(null),
  color: z.string().default(DEFAULT_THUMBNAIL_COLOR),
});
export type OptionThumbnail = z.output<typeof thumbnailSchema>;

export const optionSchema = z.object({
  title: z.string().trim().default(''),
  values: z.array(z.string().trim().min(1)).default([]),
  changes_look: z.boolean().default(false),
  thumbnails: z.array(thumbnailSchema).default([]),
});
export type ProductOption = z.output<typeof optionSchema>;

export const variantSchema = z.object({
  id: z.number().int().positive().optional(),
  variant: z.array(z.string()),
  default: z.boolean().default(false),
  images: z.array(imageId).default([]),
  front_image: imageId.nullable().default(null),
  back_image: imageId.nullable().default(null),
  sku: z.string().trim().default(''),
  /** Integer minor units of the store's currency (1999 is $19.99 in USD). */
  price: minorUnits.nullable().default(null),
});
export type ProductVariant = z.output<typeof variantSchema>;

export const textareaSchema = z.object({
  name: z.string().trim().min(1),
  // spec 2 §5: textareas with null text become empty strings.
  text: z
    .string()
    .nullable()
    .transform((t) => t ?? ''),
});
export type ProductTextarea = z.output<typeof textareaSchema>;

const productFields = {
  title: z.string().trim().min(1, PRODUCTS_MESSAGES.titleRequired).max(255),
  seo_title: z.string().trim().max(255).default(''),
  // The default sits outside the transform so a PATCH without seo_url leaves it alone.
  seo_url: z.string().transform(slugify).default(''),
  sku: z.string().trim().default(''),
  /** Integer minor units of the store's currency; null on a multi product (variants carry prices). */
  price: minorUnits.nullable().default(null),
  type: z.string().trim().default(''),
  vendor: z.string().trim().default(''),
  tags: z.array(z.string().trim().min(1)).default([]),
  is_draft: z.boolean().default(false),
  is_template: z.boolean().default(false),
  template_name: z.string().trim().default(''),
  is_multi: z.boolean().default(false),
  is_pod: z.boolean().default(false),
  is_giftcard: z.boolean().default(false),
  auto_fulfilment: z.boolean().default(false),
  skip_shipping: z.boolean().default(false),
  track_inventory: z.boolean().default(false),
  images: z.array(imageId).default([]),
  textareas: z.array(textareaSchema).default([]),
  options: z.array(optionSchema).default([]),
  variants: z.array(variantSchema).default([]),
};

/**
 * What a create sends (spec 2 §3 Product); an update sends any part of it. Cross-field rules
 * (`productRuleErrors`) and the images (the store's files) are checked by the server.
 */
export const productInputSchema = z.object(productFields);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

const storedOptionSchema = z.object({
  title: z.string(),
  values: z.array(z.string()),
  changes_look: z.boolean(),
  thumbnails: z.array(z.object({ value: z.string(), image: z.number().int().nullable(), color: z.string() })),
});
const storedVariantSchema = z.object({
  id: z.number().int(),
  variant: z.array(z.string()),
  default: z.boolean(),
  images: z.array(z.number().int()),
  front_image: z.number().int().nullable(),
  back_image: z.number().int().nullable(),
  sku: z.string(),
  /** Integer minor units of the store's currency. */
  price: z.number().int().nullable(),
});

/** A product as the API answers it; `expand=variants,options,textareas,images` adds those. */
export const productItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  seo_title: z.string(),
  seo_url: z.string(),
  sku: z.string(),
  /** Integer minor units of the store's currency. */
  price: z.number().int().nullable(),
  type: z.string(),
  vendor: z.string(),
  tags: z.array(z.string()),
  is_draft: z.boolean(),
  is_template: z.boolean(),
  template_name: z.string(),
  is_multi: z.boolean(),
  is_pod: z.boolean(),
  is_giftcard: z.boolean(),
  auto_fulfilment: z.boolean(),
  skip_shipping: z.boolean(),
  track_inventory: z.boolean(),
  created_at: z.string(),
  /** SKUs of the product and its variants (for the delete confirmation, spec 4 §5). */
  skus: z.array(z.string()),
  /** Number of variants. */
  variant_count: z.number().int(),
  /** With `expand=images`: the product's own image ids. */
  images: z.array(z.number().int()).optional(),
  /** With `expand=images`: public path of each image id used by the product, its variants and thumbnails. */
  files: z.record(z.string(), z.string()).optional(),
  /** With `expand=textareas`: the description tabs' content. */
  textareas: z.array(z.object({ name: z.string(), text: z.string() })).optional(),
  /** With `expand=options`. */
  options: z.array(storedOptionSchema).optional(),
  /** With `expand=variants`: each variant with its id (inventory lines and order items name it). */
  variants: z.array(storedVariantSchema).optional(),
});
export type ProductItem = z.output<typeof productItemSchema>;

/** Product settings of a store (spec 3 §3): sku flag, textareas enabled, tab names. */
export const productSettingsSchema = z.object({
  sku: z.boolean(),
  textareas: z.object({ enabled: z.boolean(), values: z.array(z.string()) }),
});
export type ProductSettings = z.output<typeof productSettingsSchema>;

export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = {
  sku: true,
  textareas: { enabled: true, values: ['Description'] },
};

/**
 * What to do with a removed tab's content in every product (spec 3 §2 modal "delete
 * description tab"): move it to an existing tab, to a new tab, or delete it.
 */
export const tabRemovalSchema = z.discriminatedUnion('action', [
  z.object({ tab: z.string(), action: z.literal('move'), to: z.string().trim().min(1) }),
  z.object({
    tab: z.string(),
    action: z.literal('new'),
    to: z.string().trim().min(1, PRODUCTS_MESSAGES.tabRequired),
  }),
  z.object({ tab: z.string(), action: z.literal('delete') }),
]);
export type TabRemoval = z.output<typeof tabRemovalSchema>;

export const productSettingsPatchSchema = z.object({
  sku: z.boolean().optional(),
  textareas: z
    .object({
      enabled: z.boolean().optional(),
      values: z.array(z.string().trim().min(1, PRODUCTS_MESSAGES.tabRequired)).optional(),
    })
    .optional(),
  /** Tabs in `values` no longer and what to do with their content. */
  removed: z.array(tabRemovalSchema).default([]),
  /** Renamed tabs, old → new name (the content follows the name). */
  renamed: z.array(z.object({ from: z.string(), to: z.string().trim().min(1) })).default([]),
});
export type ProductSettingsPatch = z.input<typeof productSettingsPatchSchema>;

/** Lookup data for the list filters and the editor (spec 2 §3 "Lookup data"). */
export const productLookupSchema = z.object({
  /** The store's collections, auto ones hidden; empty without the collections plugin. */
  collections: z.array(z.object({ id: z.number().int(), title: z.string() })),
  tags: z.array(z.string()),
  types: z.array(z.string()),
  vendors: z.array(z.string()),
});
export type ProductLookup = z.output<typeof productLookupSchema>;

export const productsContract = defineContract({
  id: 'products',
  subjects: { products: PRODUCTS_SUBJECT, settings: PRODUCT_SETTINGS_SUBJECT },
  resources: {
    products: defineResource({
      path: '/products',
      subject: PRODUCTS_SUBJECT,
      summary: 'Products with their options, variants, description tabs and images (spec 2 §3).',
      item: productItemSchema,
      create: productInputSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        // spec 2 §2: products in any of the collections (ids from the collections area).
        collections: { label: 'Collection', type: 'select', options: [], operators: ['='] },
        // Any of the tags.
        tags: { label: 'Tag', type: 'select', options: [], operators: ['='] },
        type: { label: 'Type', type: 'select', options: [] },
        vendor: { label: 'Vendor', type: 'select', options: [] },
        is_draft: { label: 'Draft', type: 'boolean' },
        // Minor units in the API; a filter builder takes the decimal amount.
        price: { label: 'Price', type: 'money', hidden: true },
        // The product's sku or a variant's sku contains the text (any of a list).
        sku: { label: 'SKU', type: 'text', hidden: true },
        // Free text over title and skus (global search, lookups of other areas).
        query: { label: 'Search', type: 'text', hidden: true },
        id: { label: 'ID', type: 'number', hidden: true },
        seo_url: { label: 'SEO URL', type: 'text', hidden: true },
        is_template: { label: 'Template', type: 'boolean', hidden: true },
        is_giftcard: { label: 'Gift card', type: 'boolean', hidden: true },
        is_pod: { label: 'Print on demand', type: 'boolean', hidden: true },
        is_multi: { label: 'Has variants', type: 'boolean', hidden: true },
        track_inventory: { label: 'Tracks inventory', type: 'boolean', hidden: true },
        created_at: { label: 'Created', type: 'date', hidden: true },
      },
      sort: ['id', 'title', 'template_name', 'type', 'vendor', 'price', 'is_draft', 'created_at'],
      defaultSort: PRODUCTS_DEFAULT_SORT,
      pageSize: PRODUCTS_PAGE_SIZE,
      expand: PRODUCT_EXPAND,
      bulk: {
        publish: { action: 'update', summary: 'Publishes the products (is_draft false).' },
        unpublish: { action: 'update', summary: 'Moves the products to drafts (is_draft true).' },
      },
    }),
  },
  endpoints: {
    lookup: defineEndpoint({
      method: 'GET',
      path: '/products/lookup',
      subject: PRODUCTS_SUBJECT,
      summary:
        'The store’s collections (auto ones hidden), and the tags, types and vendors its products use.',
      response: productLookupSchema,
    }),
    editorSettings: defineEndpoint({
      method: 'GET',
      path: '/products/settings',
      subject: PRODUCTS_SUBJECT,
      summary: 'Product settings as the editor reads them (products access).',
      response: productSettingsSchema,
    }),
    settings: defineEndpoint({
      method: 'GET',
      path: '/product-settings',
      subject: PRODUCT_SETTINGS_SUBJECT,
      summary: 'Product settings (spec 3 §3).',
      response: productSettingsSchema,
    }),
    updateSettings: defineEndpoint({
      method: 'PATCH',
      path: '/product-settings',
      subject: PRODUCT_SETTINGS_SUBJECT,
      summary:
        'Changes the settings; removed tabs with content need a choice, applied to every product with renames in one transaction.',
      body: productSettingsPatchSchema,
      response: productSettingsSchema,
    }),
    tabUsage: defineEndpoint({
      method: 'GET',
      path: '/product-settings/tabusage',
      subject: PRODUCT_SETTINGS_SUBJECT,
      summary: 'How many products hold content under a description tab.',
      query: z.object({ tab: z.string().default('') }),
      response: z.object({ tab: z.string(), count: z.number().int() }),
    }),
    renameTab: defineEndpoint({
      method: 'PATCH',
      path: '/product-settings/tabname',
      subject: PRODUCT_SETTINGS_SUBJECT,
      summary: 'Renames a description tab in the settings and in every product.',
      body: z.object({
        oldTab: z.string(),
        newTab: z.string().trim().min(1, PRODUCTS_MESSAGES.tabRequired),
      }),
      response: productSettingsSchema,
    }),
  },
  services: { catalogue: CATALOGUE },
  events: { saved: PRODUCT_SAVED, deleted: PRODUCTS_DELETED },
});
