/**
 * The product editor's form model (issue 15: one form model): a zod schema over the editor's
 * values that checks what a save would send (spec 2 §4, §5: the contract's input schema and
 * the product rules), so the form refuses exactly what the server would.
 */
import { z } from 'zod';
import type { Control, FieldErrors, UseFormReturn } from 'react-hook-form';
import { productInputSchema, productRuleErrors, slugify } from '../../../contract';
import type { ProductValues } from '../../../contract';
import { prepareForSave } from '../../../lib/product-rules';

/** The editor's react-hook-form form. */
export type ProductForm = UseFormReturn<ProductValues, unknown, ProductValues>;
export type ProductControl = Control<ProductValues, unknown, ProductValues>;

/** Fields that show their own error; the others' messages are listed under the form. */
export const FIELDS_ON_FORM: ReadonlySet<string> = new Set([
  'title',
  'seo_url',
  'seo_title',
  'price',
  'sku',
  'template_name',
  'variants',
]);

/** What a save would send's errors, by top-level field (`_` for the whole product). */
export function saveErrors(values: ProductValues): Record<string, string[]> {
  const body = prepareForSave(values);
  const parsed = productInputSchema.safeParse(body);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
      (errors[key] ??= []).push(issue.message);
    }
  }
  for (const [key, messages] of Object.entries(productRuleErrors(body)))
    errors[key] = [...(errors[key] ?? []), ...messages];
  return errors;
}

/**
 * The editor's schema: the SEO URL is always a slug when saved (spec 2 §5); the values are
 * refused with the messages of what a save would send. The output keeps the editor's option
 * and variant positions (pending uploads are keyed by them); `prepareForSave` runs after.
 */
export const productFormSchema = z
  .custom<ProductValues>((value) => typeof value === 'object' && value !== null)
  .transform((values) => ({ ...values, seo_url: slugify(values.seo_url) }))
  .superRefine((values, ctx) => {
    for (const [key, messages] of Object.entries(saveErrors(values)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [key], message });
  });

type ErrorNode = { message?: unknown; root?: { message?: unknown } } | undefined;

/** The first message of a field (a field array's own message sits under `root`). */
export function fieldError(errors: FieldErrors<ProductValues>, key: string): string | undefined {
  const node = (errors as Record<string, ErrorNode>)[key];
  const message = node?.message ?? node?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Messages of fields that show none themselves (listed under the form). */
export function otherErrors(errors: FieldErrors<ProductValues>): string[] {
  return Object.keys(errors)
    .filter((key) => !FIELDS_ON_FORM.has(key))
    .flatMap((key) => fieldError(errors, key) ?? []);
}
