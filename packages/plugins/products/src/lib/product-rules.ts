/**
 * Template copy and save rules (spec 2 §4): pure functions over the editor's values.
 */
import type { ProductValues } from '../contract';
import { DELETE_CONFIRM_MAX_SKUS, PRODUCTS_MESSAGES, slugify } from '../contract';

/**
 * Choosing a template on a new product copies it but clears id, the template flags, title,
 * seo_title and seo_url, and drops skus when the sku setting is off. Variant ids go too:
 * the new product's variants are new.
 */
export function copyFromTemplate(
  template: ProductValues & { id?: number },
  { skuEnabled }: { skuEnabled: boolean },
): ProductValues {
  const { id: _id, ...rest } = template;
  return {
    ...rest,
    is_template: false,
    template_name: '',
    title: '',
    seo_title: '',
    seo_url: '',
    sku: skuEnabled ? rest.sku : '',
    variants: rest.variants.map(({ id: _vid, ...v }) => ({ ...v, sku: skuEnabled ? v.sku : '' })),
    options: rest.options.map((o) => ({
      ...o,
      values: [...o.values],
      thumbnails: o.thumbnails.map((t) => ({ ...t })),
    })),
    textareas: rest.textareas.map((t) => ({ ...t })),
    images: [...rest.images],
    tags: [...rest.tags],
  };
}

/** Saving as a template (spec 2 §4): is_template true, template_name kept, seo_url cleared. */
export function asTemplate(values: ProductValues, templateName: string): ProductValues {
  return { ...values, is_template: true, template_name: templateName.trim(), seo_url: '' };
}

/**
 * The body a save sends (spec 2 §4): non-multi products drop options and variants; multi
 * products set price to null and clear product-level images when variant images exist.
 * Options without a title or values are dropped, so every variant has one value per option.
 */
export function prepareForSave(values: ProductValues): ProductValues {
  if (!values.is_multi) return { ...values, options: [], variants: [] };
  const options = values.options.filter((o) => o.title.trim() !== '' && o.values.length > 0);
  const variantImages = values.variants.some(
    (v) => v.images.length > 0 || v.front_image !== null || v.back_image !== null,
  );
  return { ...values, options, price: null, images: variantImages ? [] : values.images };
}

/** What the SEO fields become when the title changes (spec 2 §5): they follow until edited by hand. */
export function followTitle(
  seo: { seo_url: string; seo_title: string },
  title: string,
  edited: { url: boolean; title: boolean },
): { seo_url: string; seo_title: string } {
  return {
    seo_url: edited.url ? seo.seo_url : slugify(title),
    seo_title: edited.title ? seo.seo_title : title,
  };
}

/**
 * The delete question (spec 2 §8) listing up to 15 SKUs of what goes (spec 4 §5); `many` for
 * a bulk delete.
 */
export function deleteQuestion(skus: readonly string[], many = false): string {
  const question = many ? PRODUCTS_MESSAGES.confirmDeleteMany : PRODUCTS_MESSAGES.confirmDelete;
  if (skus.length === 0) return question;
  const shown = skus.slice(0, DELETE_CONFIRM_MAX_SKUS).join(', ');
  const more =
    skus.length > DELETE_CONFIRM_MAX_SKUS ? ` and ${skus.length - DELETE_CONFIRM_MAX_SKUS} more` : '';
  return `${question} SKUs: ${shown}${more}`;
}
