/**
 * The Products area's zod-free half of its contract: subjects, enumerations, constants,
 * messages and the pure rules the editor and the server share (spec 2 §3–§9, spec 3 §3, §5).
 * The admin manifest reads only this, so the shell's first load carries no schema library;
 * `./index.ts` re-exports it.
 */

export * from './shell';

/** All expansions the editor asks for (spec 2 §7). */
export const PRODUCT_EXPAND = ['variants', 'options', 'textareas', 'images'] as const;

/** Page size of the product list; newest first. */
export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCTS_DEFAULT_SORT = '!id';
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
  // Not worded by the spec: the API's money is integer minor units.
  priceMinorUnits: 'Price must be a whole number of minor units (cents), not negative.',
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
  tabInUse: (tab: string) => `Tab "${tab}" is used by products: choose where its content goes.`,
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
