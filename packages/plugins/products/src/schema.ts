/**
 * The Products area's schemas, enumerations, constants and messages (spec 2 §3–§9, spec 3 §3,
 * §5, §7), shared by the admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export * from './constants';
export { PRODUCT_SETTINGS_SUBJECT, PRODUCTS_SUBJECT } from './access';

/** Page size of the product list. */
export const PRODUCTS_PAGE_SIZE = 20;
/** Spec 2 §9: long-save indicator, print-on-demand warning delay, default thumbnail colour. */
export const PRODUCT_LONG_SAVE_MS = 6000;
export const PRODUCT_POD_WARNING_DELAY_MS = 2000;
export const DEFAULT_THUMBNAIL_COLOR = '#FFFFFF';
/** Spec 2 §9: product thumbnail maximum 20MB. */
export const PRODUCT_THUMBNAIL_MAX_BYTES = 20 * 1024 * 1024;
/** Spec 4 §5: the delete confirmation lists up to 15 SKUs. */
export const DELETE_CONFIRM_MAX_SKUS = 15;
/** Spec 2 §4: a new product with no options starts with these two. */
export const NEW_PRODUCT_OPTION_TITLES = ['Color', 'Size'] as const;
/** Upload types of core `/files` used by the editor (packages/server UPLOAD_TYPES). */
export const PRODUCT_UPLOAD_TYPES = {
  product: 'product_images',
  variant: 'variant_images',
  thumbnail: 'thumbnails',
} as const;

/** Spec 2 §9 select labels. */
export const FULFILMENT_OPTIONS = [
  { value: 'manual', label: 'Manual shipment fulfillment' },
  { value: 'auto', label: 'Automatic shipment fulfillment' },
] as const;
export const SHIPPING_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
export const INVENTORY_OPTIONS = [
  { value: 'none', label: "Don't track inventory" },
  { value: 'track', label: 'Track inventory' },
] as const;

/** Bulk actions of the list (spec 2 §4: 1 Publish, 2 Unpublish, 3 Delete). */
export const PRODUCT_BULK_ACTIONS = { publish: 1, unpublish: 2, delete: 3 } as const;

/** Messages shown to people, verbatim from the spec (spec 2 §5, §8; spec 3 §5). */
export const PRODUCTS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  templateNameRequired: 'Template name cannot be blank.',
  oneDefault: 'Exactly one variant must be the default.',
  variantLength: 'Each variant must have one value per option.',
  imageNotFound: 'Image not found.',
  collectionsFilter: 'Collections must be a list of collection ids.',
  created: (title: string) => `Product "${title}" successfully created.`,
  updated: (title: string) => `Product "${title}" successfully updated.`,
  templateCreated: (name: string) => `Template "${name}" successfully created.`,
  deleted: (title: string) => `Product "${title}" deleted successfully.`,
  published: (title: string) => `Product "${title}" published successfully.`,
  unpublished: (title: string) => `Product "${title}" unpublished successfully.`,
  bulkPublished: 'Selected products published successfully.',
  bulkUnpublished: 'Selected products unpublished successfully.',
  bulkDeleted: 'Selected products deleted successfully.',
  podWarning: 'Warning: You edit Print On Demand APP Product',
  confirmDelete: 'Are you sure you want to delete it?',
  confirmDeleteMany: 'Are you sure you want to delete these?',
  thumbnailTooLarge: (file: string) => `"${file}" was not added. Maximum image size allowed – 20MB.`,
  filesError: (message: string) => `Error happened while processing files. ${message}`,
  tabRequired: 'Tab name cannot be blank.',
  tabDuplicate: 'Tab with this name already exists.',
  tabUnknown: 'Tab not found.',
  settingsSaved: 'Product settings successfully updated.',
} as const;

/** spec 2 §5: "seo_url always forced to a slug". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const imageId = z.number().int().positive();

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
  price: z.number().nonnegative().nullable().default(null),
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
  price: z.number().nonnegative().nullable().default(null),
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

/** What a create sends (spec 2 §3 Product). Cross-field rules are checked by `productRuleErrors`. */
export const productInputSchema = z.object(productFields);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/**
 * Spec 2 §4–5 rules over the whole product, on the server and in the editor: a template needs
 * a name; a multi product has exactly one default variant and every variant one value per
 * titled option. Returns field → messages (empty when valid).
 */
export function productRuleErrors(p: {
  is_template?: boolean;
  template_name?: string;
  is_multi?: boolean;
  options?: readonly { title: string; values: readonly string[] }[];
  variants?: readonly { variant: readonly string[]; default: boolean }[];
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (p.is_template && !(p.template_name ?? '').trim())
    errors.template_name = [PRODUCTS_MESSAGES.templateNameRequired];
  if (p.is_multi) {
    const variants = p.variants ?? [];
    const optionCount = (p.options ?? []).length;
    if (variants.length > 0 && variants.filter((v) => v.default).length !== 1)
      errors.variants = [PRODUCTS_MESSAGES.oneDefault];
    if (variants.some((v) => v.variant.length !== optionCount)) {
      errors.variants = [...(errors.variants ?? []), PRODUCTS_MESSAGES.variantLength];
    }
  }
  return errors;
}

/** A product as the API returns it (`expand=variants,options,textareas,images` adds those). */
export interface ProductItem extends Record<string, unknown> {
  id: number;
  title: string;
  seo_title: string;
  seo_url: string;
  sku: string;
  price: number | null;
  type: string;
  vendor: string;
  tags: string[];
  is_draft: boolean;
  is_template: boolean;
  template_name: string;
  is_multi: boolean;
  is_pod: boolean;
  is_giftcard: boolean;
  auto_fulfilment: boolean;
  skip_shipping: boolean;
  track_inventory: boolean;
  created_at: string;
  /** SKUs of the product and its variants (for the delete confirmation, spec 4 §5). */
  skus: string[];
  /** Number of variants. */
  variant_count: number;
  images?: number[];
  /** With `expand=images`: public path of each image id used by the product, its variants and thumbnails. */
  files?: Record<string, string>;
  textareas?: ProductTextarea[];
  options?: ProductOption[];
  variants?: (ProductVariant & { id: number })[];
}

/** Product settings of a store (spec 3 §3): sku flag, textareas enabled, tab names. */
export interface ProductSettings {
  sku: boolean;
  textareas: { enabled: boolean; values: string[] };
}

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
export interface ProductLookup {
  /** The store's collections, auto ones hidden; empty without the collections plugin. */
  collections: { id: number; title: string }[];
  tags: string[];
  types: string[];
  vendors: string[];
}

/** Case-insensitive duplicate names (spec 3 §5); returns the repeated names. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup: string[] = [];
  for (const n of names) {
    const key = n.trim().toLowerCase();
    if (seen.has(key)) dup.push(n);
    seen.add(key);
  }
  return dup;
}
