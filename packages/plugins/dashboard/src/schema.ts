/**
 * The Dashboard area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { DASHBOARD_SUBJECT } from './access';

/** Statuses of an item. */
export const DASHBOARD_STATUSES = ['active', 'archived'] as const;
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];
export const DASHBOARD_STATUS_LABELS: Record<DashboardStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const DASHBOARD_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const DASHBOARD_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const dashboardInputSchema = z.object({
  title: z.string().trim().min(1, DASHBOARD_MESSAGES.titleRequired).max(200, DASHBOARD_MESSAGES.titleTooLong),
  status: z.enum(DASHBOARD_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type DashboardInput = z.input<typeof dashboardInputSchema>;

/** An item as the API returns it. */
export interface DashboardItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: DashboardStatus;
  notes: string;
  created_at: string;
}
