/**
 * The Inventory area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { INVENTORY_SUBJECT } from './access';

/** Statuses of an item. */
export const INVENTORY_STATUSES = ['active', 'archived'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const INVENTORY_STATUS_LABELS: Record<InventoryStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const INVENTORY_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const INVENTORY_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const inventoryInputSchema = z.object({
  title: z.string().trim().min(1, INVENTORY_MESSAGES.titleRequired).max(200, INVENTORY_MESSAGES.titleTooLong),
  status: z.enum(INVENTORY_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type InventoryInput = z.input<typeof inventoryInputSchema>;

/** An item as the API returns it. */
export interface InventoryItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: InventoryStatus;
  notes: string;
  created_at: string;
}
