/**
 * The Collections plugin's contract (spec 1 §3 Collection, §4–5 rules, §7 Collections): what
 * other packages may know of it. The typed client, the server's route wiring and checks, the
 * list's filter fields, the admin data hooks and the API reference are derived from it.
 *
 * Other plugins read collections through `COLLECTION_MEMBERS` on the server (the products
 * list's collection filter and lookup). Collections read products through the products
 * contract: `CATALOGUE` and `PRODUCTS_DELETED` on the server, `productsContract` in the admin.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  COLLECTION_MAX_IMAGES,
  COLLECTION_PRODUCTS_FETCH_SIZE,
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  COLLECTIONS_DEFAULT_SORT,
  COLLECTIONS_MESSAGES,
  COLLECTIONS_PAGE_SIZE,
  COLLECTIONS_SUBJECT,
  operatorsFor,
  RULE_FIELDS,
  RULE_OPERATORS,
  RULES_MATCH_CONDITIONS,
} from './model';
import { COLLECTION_MEMBERS } from './services';

export * from './model';
export * from './services';

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
 * What a create sends (an update sends any part of it). `seo_url` empty means "from the
 * title"; `images` are file ids from core's `uploadFiles` (type collection_images); `products`
 * are product ids (manual only; checked against `CATALOGUE` when the store has products).
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
export const collectionImageSchema = z.object({ id: z.number().int(), path: z.string() });
export type CollectionImage = z.output<typeof collectionImageSchema>;

/** A collection as the API answers it (spec 1 §3 Collection). */
export const collectionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  seo_url: z.string(),
  seo_title: z.string(),
  description: z.string(),
  images: z.array(collectionImageSchema),
  is_draft: z.boolean(),
  type: z.enum(COLLECTION_TYPES),
  rules_match_condition: z.enum(RULES_MATCH_CONDITIONS),
  rules: z.array(
    z.object({ field: z.enum(RULE_FIELDS), operator: z.enum(RULE_OPERATORS), value: z.string() }),
  ),
  /** Product ids of a manual collection (empty for by-rules). */
  products: z.array(z.number().int()),
  sort: z.number().int(),
  created_at: z.string(),
  /** With `?expand=products_count`: how many products the collection holds now. */
  products_count: z.number().int().optional(),
});
export type CollectionItem = z.output<typeof collectionItemSchema>;

/** A product of a collection (`GET /collections/{id}/products`), from the products area's catalogue. */
export const collectionProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Integer minor units of the store's currency (cents for USD), as the catalogue gives it. */
  price: z.number().int().nullable(),
  is_draft: z.boolean(),
  image: z.string().nullable(),
});
export type CollectionProduct = z.output<typeof collectionProductSchema>;

/**
 * The manual collections of the store, each saying whether a product is in it: what the product
 * editor's Collections field reads and writes (spec 2 §2 item 9: products are added to
 * collections from the product editor). By-rules collections are not listed: rules decide them.
 */
export const productCollectionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), member: z.boolean() })),
});
export type ProductCollections = z.output<typeof productCollectionsSchema>;

export const collectionsContract = defineContract({
  id: 'collections',
  subjects: { collections: COLLECTIONS_SUBJECT },
  resources: {
    collections: defineResource({
      path: '/collections',
      subject: COLLECTIONS_SUBJECT,
      summary: 'Collections of products: picked by hand or matched by rules (spec 1 §3).',
      item: collectionItemSchema,
      create: collectionInputSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        is_draft: { label: 'Draft', type: 'boolean' },
        type: {
          label: 'Type',
          type: 'select',
          options: COLLECTION_TYPES.map((value) => ({ value, label: COLLECTION_TYPE_LABELS[value] })),
        },
        // Free text over title and url (the search box, other areas' lookups).
        query: { label: 'Search', type: 'text', hidden: true },
        id: { label: 'ID', type: 'number', hidden: true },
        seo_url: { label: 'URL handle', type: 'text', hidden: true },
        sort: { label: 'Sort order', type: 'number', hidden: true },
        created_at: { label: 'Created', type: 'date', hidden: true },
      },
      sort: ['id', 'title', 'seo_url', 'is_draft', 'type', 'sort', 'created_at'],
      // spec 1 §9: newest first, 20 a page.
      defaultSort: COLLECTIONS_DEFAULT_SORT,
      pageSize: COLLECTIONS_PAGE_SIZE,
      expand: ['products_count'],
      bulk: {
        publish: { action: 'update', summary: 'Publishes the collections (is_draft false).' },
        unpublish: { action: 'update', summary: 'Moves the collections to drafts (is_draft true).' },
      },
    }),
  },
  endpoints: {
    products: defineEndpoint({
      method: 'GET',
      path: '/collections/:id/products',
      subject: COLLECTIONS_SUBJECT,
      summary:
        'The products of a collection now (manual ones in their order, or what the rules match), 200 a page (spec 1 §9); none without the products area.',
      query: z.object({
        page: z.coerce
          .number({ error: COLLECTIONS_MESSAGES.pageInvalid })
          .int(COLLECTIONS_MESSAGES.pageInvalid)
          .min(1, COLLECTIONS_MESSAGES.pageInvalid)
          .default(1),
        size: z.coerce
          .number({ error: COLLECTIONS_MESSAGES.sizeInvalid })
          .int(COLLECTIONS_MESSAGES.sizeInvalid)
          .min(1, COLLECTIONS_MESSAGES.sizeInvalid)
          .max(COLLECTION_PRODUCTS_FETCH_SIZE, COLLECTIONS_MESSAGES.sizeInvalid)
          .default(COLLECTION_PRODUCTS_FETCH_SIZE),
      }),
      response: z.object({
        items: z.array(collectionProductSchema),
        _meta: z.object({
          currentPage: z.number().int(),
          pageCount: z.number().int(),
          perPage: z.number().int(),
          totalCount: z.number().int(),
        }),
      }),
    }),
    productCollections: defineEndpoint({
      method: 'GET',
      path: '/collections/for-product/:id',
      subject: COLLECTIONS_SUBJECT,
      summary:
        'The manual collections of the store by title, each with `member`: whether product `id` is in it (0: a product not saved yet, in none).',
      response: productCollectionsSchema,
    }),
    setProductCollections: defineEndpoint({
      method: 'PUT',
      path: '/collections/for-product/:id',
      subject: COLLECTIONS_SUBJECT,
      action: 'update',
      summary:
        'Puts product `id` in exactly these manual collections (added at the end, removed from the others), in one transaction; a by-rules or unknown id refuses the whole change.',
      body: z.object({ collections: z.array(z.number().int().positive()).max(500) }),
      response: productCollectionsSchema,
    }),
  },
  services: { members: COLLECTION_MEMBERS },
});
