import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from '@storeroom/server/drizzle';
import type { VisitDevice, VisitStage } from '../contract';

/**
 * Storefront sessions (what the visitors, referrers, funnel and conversion figures count):
 * when it started, the referring domain ('' = Direct), the device, the landing route and
 * the furthest checkout stage reached ('' = none). Sessions a storefront reports
 * (`POST /storefront/visits`) carry the theme's `session_key` (one visit per key) and count
 * their page views; seeded ones have neither.
 */
export const visitsTable = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    store_id: integer('store_id').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    referrer: text('referrer').notNull().default(''),
    device: text('device').$type<VisitDevice>().notNull(),
    landing_route: text('landing_route').notNull().default('/'),
    reached: text('reached').$type<VisitStage | ''>().notNull().default(''),
    session_key: text('session_key'),
    page_views: integer('page_views').notNull().default(0),
  },
  (t) => [
    index('visits_store_started_idx').on(t.store_id, t.started_at),
    uniqueIndex('visits_store_session_idx').on(t.store_id, t.session_key),
  ],
);
