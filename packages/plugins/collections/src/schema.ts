/**
 * The Collections area's schemas, enumerations, constants and messages (spec 1 §3 Collection,
 * §4–5 collection rules, §7 Collections, §9), shared by the admin plugin, the typed client and
 * the server part (no React here).
 */
import { z } from 'zod';

export * from './constants';
import { COLLECTION_TYPES } from './constants';
import type { CollectionType } from './constants';
export { COLLECTIONS_SUBJECT } from './access';

/** `rules_match_condition`: every rule must hold, or any one of them. */
export const RULES_MATCH_CONDITIONS = ['all', 'any'] as const;
export type RulesMatchCondition = (typeof RULES_MATCH_CONDITIONS)[number];
export const RULES_MATCH_LABELS: Record<RulesMatchCondition, string> = {
  all: 'All conditions',
  any: 'Any condition',
};

/** Product fields a rule may test (the catalogue contract's `match`). */
export const RULE_FIELDS = ['title', 'type', 'vendor', 'tag', 'price'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export const RULE_FIELD_LABELS: Record<RuleField, string> = {
  title: 'Product title',
  type: 'Product type',
  vendor: 'Product vendor',
  tag: 'Product tag',
  price: 'Product price',
};

/** Compare operators (spec 1 §3 enumerations), as each field allows them. */
export const RULE_OPERATORS = ['=', '!=', '>', '<', 'contains', 'notcontains'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  '=': 'is equal to',
  '!=': 'is not equal to',
  '>': 'is greater than',
  '<': 'is less than',
  contains: 'contains',
  notcontains: 'does not contain',
};
/** Text fields compare as text; the price compares as a number. */
export function operatorsFor(field: RuleField): readonly RuleOperator[] {
  return field === 'price' ? ['=', '!=', '>', '<'] : ['=', '!=', 'contains', 'notcontains'];
}

/** List page size (spec 1 §9: collections 20). */
export const COLLECTIONS_PAGE_SIZE = 20;
/** Collection image maximum (spec 1 §5, §9). */
export const COLLECTION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const COLLECTION_MAX_IMAGES = 20;

/** Messages shown to people, verbatim where the spec gives them (spec 1 §5, §8). */
export const COLLECTIONS_MESSAGES = {
  imageTooLarge: 'Maximum image size is 10MB.',
  formInvalid: 'Please correct form errors and try again.',
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  rulesRequired: 'Rules can not be blank. Please add at least one rule.',
  ruleValueRequired: 'Value cannot be blank.',
  ruleOperatorInvalid: 'This condition cannot be used with this field.',
  rulePriceInvalid: 'Price must be a number.',
  seoUrlTaken: 'This URL is already used by another collection.',
  productNotFound: (id: number) => `Product #${id} was not found.`,
  imageNotFound: 'Image not found.',
  created: 'Collection created successfully.',
  updated: 'Collection updated successfully.',
  published: 'Collection published.',
  unpublished: 'Collection moved to drafts.',
  bulkPublished: 'Selected collections published.',
  bulkUnpublished: 'Selected collections moved to drafts.',
  bulkDeleted: 'Selected collections deleted.',
  /** Spec 1 §4: switching manual → rules wipes the manual selection, so it asks first. */
  confirmSwitchToRules:
    'Switching to rules removes the products you selected for this collection. Are you sure you want to do this?',
} as const;

/**
 * The slug of a text (spec 1 §5: seo_url is always a slug): lower-case letters and digits
 * joined by single hyphens, accents dropped.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

export const collectionRuleSchema = z
  .object({
    field: z.enum(RULE_FIELDS),
    operator: z.enum(RULE_OPERATORS),
    value: z.string().trim().min(1, COLLECTIONS_MESSAGES.ruleValueRequired).max(200),
  })
  .superRefine((rule, ctx) => {
    if (!operatorsFor(rule.field).includes(rule.operator))
      ctx.addIssue({ code: 'custom', path: ['operator'], message: COLLECTIONS_MESSAGES.ruleOperatorInvalid });
    if (rule.field === 'price' && rule.value !== '' && !Number.isFinite(Number(rule.value)))
      ctx.addIssue({ code: 'custom', path: ['value'], message: COLLECTIONS_MESSAGES.rulePriceInvalid });
  });
export type CollectionRuleInput = z.input<typeof collectionRuleSchema>;
export type CollectionRuleValue = z.output<typeof collectionRuleSchema>;

/**
 * What a create or update sends. `seo_url` empty means "from the title"; `images` are file ids
 * from `POST /files` (type collection_images); `products` are product ids (manual only).
 */
export const collectionInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, COLLECTIONS_MESSAGES.titleRequired)
    .max(200, COLLECTIONS_MESSAGES.titleTooLong),
  seo_url: z.string().trim().max(200).default(''),
  seo_title: z.string().trim().max(200).default(''),
  description: z.string().max(20000).default(''),
  images: z.array(z.number().int().positive()).max(COLLECTION_MAX_IMAGES).default([]),
  is_draft: z.boolean().default(true),
  type: z.enum(COLLECTION_TYPES).default('manual'),
  rules_match_condition: z.enum(RULES_MATCH_CONDITIONS).default('all'),
  rules: z.array(collectionRuleSchema).max(50).default([]),
  products: z.array(z.number().int().positive()).max(5000).default([]),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/** An image of a collection: the file id and its public path. */
export interface CollectionImage {
  id: number;
  path: string;
}

/** A collection as the API returns it (spec 1 §3 Collection). */
export interface CollectionItem extends Record<string, unknown> {
  id: number;
  title: string;
  seo_url: string;
  seo_title: string;
  description: string;
  images: CollectionImage[];
  is_draft: boolean;
  type: CollectionType;
  rules_match_condition: RulesMatchCondition;
  rules: CollectionRuleValue[];
  /** Product ids of a manual collection (empty for by-rules). */
  products: number[];
  sort: number;
  created_at: string;
  /** With `?expand=products_count`: how many products the collection holds now. */
  products_count?: number;
}

/** A product as `GET /collections/{id}/products` and the product picker show it. */
export interface CollectionProduct extends Record<string, unknown> {
  id: number;
  title: string;
  price?: number | null;
  is_draft?: boolean;
  image?: string | null;
}
