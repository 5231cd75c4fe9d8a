/**
 * The Products area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { PRODUCTS_SUBJECT } from './access';

/** Statuses of an item. */
export const PRODUCTS_STATUSES = ['active', 'archived'] as const;
export type ProductsStatus = (typeof PRODUCTS_STATUSES)[number];
export const PRODUCTS_STATUS_LABELS: Record<ProductsStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const PRODUCTS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const PRODUCTS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const productsInputSchema = z.object({
  title: z.string().trim().min(1, PRODUCTS_MESSAGES.titleRequired).max(200, PRODUCTS_MESSAGES.titleTooLong),
  status: z.enum(PRODUCTS_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type ProductsInput = z.input<typeof productsInputSchema>;

/** An item as the API returns it. */
export interface ProductsItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: ProductsStatus;
  notes: string;
  created_at: string;
}
