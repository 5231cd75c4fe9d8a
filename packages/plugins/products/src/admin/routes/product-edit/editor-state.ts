/**
 * The editor's starting values, and the files chosen but not uploaded yet (spec 2 §4: new
 * product, variant and thumbnail images are uploaded first, then the product saved).
 */
import { productInputSchema } from '../../../contract';
import type { ProductItem, ProductSettings, ProductValues } from '../../../contract';
import { normalizeLoadedVariants, startingOptions, syncThumbnails } from '../../../lib/variants';

export interface EditorFiles {
  /** New product images. */
  productFiles: File[];
  /** New images per variant combination (key: `variantKey`). */
  variantFiles: Record<string, File[]>;
  /** New thumbnail images per option value (key: `thumbKey`). */
  thumbFiles: Record<string, File>;
  /** New images for every variant of a look (key: `variantKey` of the look's values). */
  groupFiles: Record<string, File[]>;
  /**
   * A variant's front or back image picked among the new product or variant images (key:
   * `variantKey`): the file has no id until it is uploaded, so the pick is kept here and becomes
   * the variant's `front_image`/`back_image` once the save has uploaded it (issue 18 item 11).
   */
  sideFiles: Record<string, Partial<Record<ImageSide, File>>>;
}

/** The two images a variant names among its images (spec 2 §3 Variant). */
export type ImageSide = 'front_image' | 'back_image';

export const variantKey = (variant: readonly string[]) => variant.join('\u0000');
export const thumbKey = (optionIndex: number, value: string) => `${optionIndex}\u0000${value}`;

/** Description tabs from settings (spec 3 §5): every enabled tab present, in the settings' order. */
export function withSettingsTabs(
  textareas: ProductValues['textareas'],
  settings: ProductSettings | undefined,
): ProductValues['textareas'] {
  if (!settings?.textareas.enabled) return textareas;
  const fromSettings = settings.textareas.values.map(
    (name) => textareas.find((t) => t.name.toLowerCase() === name.toLowerCase()) ?? { name, text: '' },
  );
  const others = textareas.filter(
    (t) => !settings.textareas.values.some((n) => n.toLowerCase() === t.name.toLowerCase()),
  );
  return [...fromSettings, ...others];
}

/** A new product: Color and Size options (spec 2 §4), tabs from settings. */
export function newProductValues(settings: ProductSettings | undefined): ProductValues {
  const values = productInputSchema.parse({ title: 'New' });
  return { ...values, title: '', options: startingOptions(), textareas: withSettingsTabs([], settings) };
}

/** A loaded product as editor values: variants of the wrong length dropped, thumbnails per value. */
export function loadedValues(item: ProductItem, settings: ProductSettings | undefined): ProductValues {
  const options = (item.options ?? []).map((o) => ({ ...o, thumbnails: syncThumbnails(o) }));
  return {
    title: item.title,
    seo_title: item.seo_title,
    seo_url: item.seo_url,
    sku: item.sku,
    price: item.price,
    type: item.type,
    vendor: item.vendor,
    tags: item.tags,
    is_draft: item.is_draft,
    is_template: item.is_template,
    template_name: item.template_name,
    is_multi: item.is_multi,
    is_pod: item.is_pod,
    is_giftcard: item.is_giftcard,
    auto_fulfilment: item.auto_fulfilment,
    skip_shipping: item.skip_shipping,
    track_inventory: item.track_inventory,
    images: item.images ?? [],
    textareas: withSettingsTabs(
      (item.textareas ?? []).map((t) => ({ name: t.name, text: t.text ?? '' })),
      settings,
    ),
    options: options.length > 0 || item.is_multi ? options : startingOptions(),
    variants: normalizeLoadedVariants(options.length, item.variants ?? []),
  };
}

export function emptyFiles(): EditorFiles {
  return { productFiles: [], variantFiles: {}, thumbFiles: {}, groupFiles: {}, sideFiles: {} };
}
