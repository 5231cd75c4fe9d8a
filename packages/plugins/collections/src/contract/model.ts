/**
 * The Collections area's zod-free half of its contract: the subject, enumerations, constants
 * and messages (spec 1 §3 Collection, §4–5 collection rules, §9). The admin manifest reads only
 * this, so the shell's first load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Collection types (spec 1 §3): manual (picked products) or by rules. */
export const COLLECTION_TYPES = ['manual', 'rules'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  manual: 'Manual',
  rules: 'By rules',
};

/** `rules_match_condition`: every rule must hold, or any one of them. */
export const RULES_MATCH_CONDITIONS = ['all', 'any'] as const;
export type RulesMatchCondition = (typeof RULES_MATCH_CONDITIONS)[number];
export const RULES_MATCH_LABELS: Record<RulesMatchCondition, string> = {
  all: 'All conditions',
  any: 'Any condition',
};

/** Product fields a rule may test (the products contract's `CATALOGUE.match`). */
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
export const RULE_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'contains', 'notcontains'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  '=': 'is equal to',
  '!=': 'is not equal to',
  '>': 'is greater than',
  '<': 'is less than',
  '>=': 'is greater than or equal to',
  '<=': 'is less than or equal to',
  contains: 'contains',
  notcontains: 'does not contain',
};
/** Text fields compare as text; the price compares as a number. */
export function operatorsFor(field: RuleField): readonly RuleOperator[] {
  return field === 'price' ? ['=', '!=', '>', '<', '>=', '<='] : ['=', '!=', 'contains', 'notcontains'];
}

/** List page size (spec 1 §9: collections 20), newest first. */
export const COLLECTIONS_PAGE_SIZE = 20;
export const COLLECTIONS_DEFAULT_SORT = '!id';
/** Products are fetched 200 at a time (spec 1 §9: collection products fetch 200). */
export const COLLECTION_PRODUCTS_FETCH_SIZE = 200;
/** The upload type of collection images (core's `uploadFiles`, spec 1 §7 Files). */
export const COLLECTION_IMAGE_UPLOAD_TYPE = 'collection_images';
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
  notManual: (id: number) => `Collection #${id} is not a manual collection.`,
  membershipsSaved: 'Collections updated.',
  imageNotFound: 'Image not found.',
  pageInvalid: 'Page must be a positive whole number.',
  sizeInvalid: 'Page size must be between 1 and 200.',
  created: 'Collection created successfully.',
  updated: 'Collection updated successfully.',
  published: 'Collection published.',
  unpublished: 'Collection moved to drafts.',
  bulkPublished: 'Selected collections published.',
  bulkUnpublished: 'Selected collections moved to drafts.',
  bulkDeleted: 'Selected collections deleted.',
  deleted: 'Collection deleted.',
  /** spec 2 §8 confirmation, with Yes/No. */
  confirmDelete: 'Are you sure you want to delete it?',
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
