/**
 * The Orders area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { ORDERS_SUBJECT } from './access';

/** Statuses of an item. */
export const ORDERS_STATUSES = ['active', 'archived'] as const;
export type OrdersStatus = (typeof ORDERS_STATUSES)[number];
export const ORDERS_STATUS_LABELS: Record<OrdersStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const ORDERS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const ORDERS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const ordersInputSchema = z.object({
  title: z.string().trim().min(1, ORDERS_MESSAGES.titleRequired).max(200, ORDERS_MESSAGES.titleTooLong),
  status: z.enum(ORDERS_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type OrdersInput = z.input<typeof ordersInputSchema>;

/** An item as the API returns it. */
export interface OrdersItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: OrdersStatus;
  notes: string;
  created_at: string;
}
