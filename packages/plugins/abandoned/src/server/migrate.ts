/**
 * The orders migration (spec 1 §7 "POST and GET /orders/migrate", under Abandoned checkouts):
 * a store whose orders were recorded before its campaigns (or this area) existed gets its
 * abandoned checkouts' recovered state from them. A job looks at every open checkout and marks
 * it recovered, at the order's time, when its buyer placed an order after it: the last order
 * placed with the checkout's e-mail (a guest's too) and the last order of the customer record
 * with that e-mail (`CUSTOMER_DIRECTORY`), through the orders contract's `ORDER_STATISTICS` (no
 * other plugin's tables are read).
 * Idempotent: a recovered checkout is never looked at again, so a second run changes nothing.
 * The last run of each store (state, progress, what it found) is kept for the GET, and each
 * change of it goes on the live channel to whoever may read the area (`MIGRATION_LIVE_EVENT`).
 */
import { implement, implementJob } from '@storeroom/server';
import type { ActionContext, JobRun } from '@storeroom/server';
import { and, asc, eq, gt, isNull, sql } from '@storeroom/server/drizzle';
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import { ORDER_STATISTICS } from '@storeroom/plugin-orders/contract';
import {
  ABANDONED_MESSAGES,
  ABANDONED_SUBJECT,
  MIGRATE_ORDERS_JOB,
  MIGRATION_LIVE_EVENT,
  abandonedContract,
} from '../contract';
import type { MigrateOrdersResult, Migration } from '../contract';
import { checkoutsTable, migrationsTable } from './tables';
import type { MigrationRow } from './tables';

const M = ABANDONED_MESSAGES;
/** Checkouts looked at per step (one directory and one statistics read each). */
const BATCH = 100;
/** A run still "running" after this long died with its server: a new one may start. */
const STALE_MS = 3_600_000;

function migrationOf(row: MigrationRow | undefined): Migration {
  if (!row)
    return {
      state: 'never',
      job_id: null,
      done: 0,
      total: 0,
      checked: 0,
      recovered: 0,
      started_at: null,
      finished_at: null,
    };
  return {
    state: row.state,
    job_id: row.job_id,
    done: row.done,
    total: row.total,
    checked: row.checked,
    recovered: row.recovered,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

async function lastRun(ctx: ActionContext, lock = false): Promise<MigrationRow | undefined> {
  const query = ctx.db.select().from(migrationsTable).where(eq(migrationsTable.store_id, ctx.store.id));
  // Locked by a start: a second start at the same moment waits and then finds this one running.
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Everyone who may read the area follows the run (not only who started it). */
const publishRun = (ctx: ActionContext, row: MigrationRow | undefined) =>
  row
    ? ctx.live.publish(MIGRATION_LIVE_EVENT, { subject: ABANDONED_SUBJECT.id }, migrationOf(row))
    : undefined;

async function setRun(ctx: ActionContext, values: Partial<MigrationRow>): Promise<void> {
  const [row] = await ctx.db
    .update(migrationsTable)
    .set(values)
    .where(eq(migrationsTable.store_id, ctx.store.id))
    .returning();
  await publishRun(ctx, row);
}

/** The job: every open checkout, oldest first, in batches; progress is checkouts done of all. */
export async function runMigrateOrders({
  ctx,
  progress,
  signal,
}: JobRun<Record<string, never>>): Promise<MigrateOrdersResult> {
  const open = ctx.scope(checkoutsTable);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(checkoutsTable)
    .where(open.where(isNull(checkoutsTable.recovered_at)));
  await setRun(ctx, { state: 'active', total: Number(total), done: 0, checked: 0, recovered: 0 });
  await progress({ done: 0, total, step: 'Matching orders to checkouts' });
  const directory = ctx.use(CUSTOMER_DIRECTORY);
  const statistics = ctx.use(ORDER_STATISTICS);
  let checked = 0;
  let recovered = 0;
  let after = 0;
  try {
    for (;;) {
      signal.throwIfAborted();
      const batch = await ctx.db
        .select()
        .from(checkoutsTable)
        .where(open.where(and(isNull(checkoutsTable.recovered_at), gt(checkoutsTable.id, after))))
        .orderBy(asc(checkoutsTable.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      after = batch.at(-1)!.id;
      checked += batch.length;
      // Without the orders area there is nothing to match: every checkout stays open.
      if (statistics) {
        const emails = [...new Set(batch.map((c) => c.email))];
        // The orders placed with the e-mail (a guest's too), and the orders of the customer
        // record with that e-mail (an order moved to the customer later).
        const byEmail = statistics.lastOrderByEmail
          ? await statistics.lastOrderByEmail(emails)
          : new Map<string, string>();
        const customerOf = new Map<string, number>();
        if (directory)
          for (const email of emails) {
            const customer = await directory.findByEmail(email);
            if (customer) customerOf.set(email, customer.id);
          }
        const stats =
          customerOf.size > 0
            ? await statistics.customerStats([...customerOf.values()])
            : new Map<number, { last_purchase: string | null }>();
        for (const checkout of batch) {
          const id = customerOf.get(checkout.email);
          const dates = [
            byEmail.get(checkout.email.toLowerCase()),
            id === undefined ? null : stats.get(id)?.last_purchase,
          ]
            .filter((d): d is string => typeof d === 'string')
            .map((d) => new Date(d))
            .filter((d) => !Number.isNaN(d.getTime()));
          const ordered = dates.reduce<Date | null>(
            (last, d) => (last === null || d > last ? d : last),
            null,
          );
          if (!ordered || ordered <= checkout.created_at) continue;
          const changed = await ctx.db
            .update(checkoutsTable)
            .set({ recovered_at: ordered })
            .where(open.where(and(eq(checkoutsTable.id, checkout.id), isNull(checkoutsTable.recovered_at))))
            .returning({ id: checkoutsTable.id });
          recovered += changed.length;
        }
      }
      const done = Math.min(checked, total);
      await setRun(ctx, { done, checked, recovered });
      await progress({ done, total, step: 'Matching orders to checkouts' });
    }
  } catch (error) {
    await setRun(ctx, { state: 'failed', finished_at: new Date(), checked, recovered });
    throw error;
  }
  await setRun(ctx, {
    state: 'completed',
    done: total,
    checked,
    recovered,
    finished_at: new Date(),
  });
  return { checked, recovered };
}

export const migrateOrdersJob = implementJob(MIGRATE_ORDERS_JOB, runMigrateOrders, {
  retryLimit: 1,
  retryDelaySeconds: 5,
});

const endpoints = abandonedContract.endpoints;

export const migrateRoutes = [
  implement(endpoints.migrationStatus, async (ctx) => migrationOf(await lastRun(ctx))),
  implement(endpoints.migrateOrders, async (ctx) => {
    const last = await lastRun(ctx, true);
    const running =
      last &&
      (last.state === 'queued' || last.state === 'active') &&
      Date.now() - last.started_at.getTime() < STALE_MS;
    if (running) return { ...migrationOf(last), message: M.migrateRunning };
    const { id } = await ctx.jobs.enqueue(MIGRATE_ORDERS_JOB, {});
    const fresh = {
      job_id: id,
      state: 'queued' as const,
      done: 0,
      total: 0,
      checked: 0,
      recovered: 0,
      started_at: new Date(),
      finished_at: null,
    };
    const [row] = await ctx.db
      .insert(migrationsTable)
      .values({ store_id: ctx.store.id, ...fresh })
      .onConflictDoUpdate({ target: migrationsTable.store_id, set: fresh })
      .returning();
    // Sent when the start commits: viewers see the run queued.
    await publishRun(ctx, row);
    return { ...migrationOf(row), message: M.migrateStarted };
  }),
];
