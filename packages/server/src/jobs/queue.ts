/**
 * The job queue (ARCHITECTURE.md "Long work runs as jobs"): pg-boss on the server's own
 * database (PGlite or PostgreSQL, see db-adapter.ts), a `jobs` row per job for what callers
 * see (state, progress, result, error), workers that run each job with the enqueuing caller's
 * context, retries with exponential backoff, and a graceful stop.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobProgress, JobRef, JobView } from '@storeroom/core/contract';
import type { ActionContext, Caller, StoreContext } from '../context';
import type { Database, Executor } from '../db/database';
import { employees } from '../db/schema';
import { HttpError } from '../http/errors';
import type { LiveBus } from '../live/bus';
import { loadStoreContext } from '../store-context';
import { answerAfterClose, databaseAdapter, executorAdapter } from './db-adapter';
import { startAfterOf } from './define';
import type { EnqueueOptions, JobImplementation, JobOptions } from './define';
import { jobs } from './table';
import type { JobRow } from './table';

export interface JobQueueOptions {
  /** How often idle workers look for jobs, in seconds (default 2; new jobs also wake them). */
  pollingIntervalSeconds?: number;
  /** How long `stop()` waits for running jobs before aborting them (ms, default 30 000). */
  shutdownTimeoutMs?: number;
  /** Progress is written and published at most this often per job (ms, default 250). */
  progressIntervalMs?: number;
}

/** Whose a job is: its store, and the caller who enqueued it (none for the server's own). */
export interface JobOwner {
  storeId: number;
  caller?: Caller;
}

export interface JobQueueDeps {
  /** The action context of a job's caller (or of the store owner for the server's own jobs). */
  context(caller: Caller, store: StoreContext, db: Executor): ActionContext;
  live?: LiveBus;
  onError(error: unknown): void;
}

export interface JobQueue {
  /** Installs pg-boss's schema (once) and starts the workers. */
  start(database: Database): Promise<void>;
  /** Enqueues a job on `db` (a transaction: it is rolled back with it). */
  enqueue<TInput>(
    db: Executor,
    owner: JobOwner,
    ref: JobRef<TInput, unknown>,
    input: TInput,
    options?: EnqueueOptions,
  ): Promise<{ id: string }>;
  /** A job as `caller` may see it: their own, or any of the store for its owner; else undefined. */
  view(db: Executor, caller: Caller, id: string): Promise<JobView | undefined>;
  /** Stops fetching, waits for running jobs up to the timeout, then aborts what is left. */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job row as its caller sees it. */
export function jobViewOf(row: JobRow): JobView {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    progress: row.progress ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

/** The message a failed run keeps: an HttpError's message (or first field error), else the error's. */
export function jobErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string; errors?: Record<string, string[]> };
    if (body.message) return body.message;
    const first = Object.values(body.errors ?? {})[0]?.[0];
    if (first) return first;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'The job failed.';
}

/** pg-boss's schema beside the app's: `pgboss`, or `<schema>_jobs` when the app has a schema of its own (tests). */
async function bossSchemaOf(db: Executor): Promise<string> {
  const result = (await db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  const schema = result.rows[0]?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_jobs`;
}

/** Any job implementation (each checks its own input and result types). */
type AnyJob = JobImplementation<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- jobs of any input and result

export function createJobQueue(
  implementations: readonly AnyJob[],
  deps: JobQueueDeps,
  options: JobQueueOptions = {},
): JobQueue {
  const byName = new Map<string, AnyJob>();
  for (const impl of implementations) {
    if (byName.has(impl.ref.id)) throw new Error(`Job "${impl.ref.id}" is implemented twice.`);
    byName.set(impl.ref.id, impl);
  }
  const polling = options.pollingIntervalSeconds ?? 2;
  const progressEvery = options.progressIntervalMs ?? 250;
  let boss: PgBoss | undefined;
  let database: Database | undefined;
  const workerIds = new Map<string, string>();
  const running = new Map<string, AbortController>();
  // Stopping: no job starts any more. Closed: pg-boss's late calls (a fetch that was under way
  // when it stopped, the completion it then reports without waiting) no longer reach the
  // database, which the server closes next.
  let stopping = false;
  let closed = false;

  const db = (): Executor => database!.db;

  const publish = (row: JobRow) => {
    // The enqueuing caller's own streams (the server's own jobs, and a public route's visitor's,
    // are nobody's to watch).
    if (!deps.live || row.caller_kind === null || row.caller_kind === 'visitor' || row.caller_id === null)
      return;
    deps.live
      .publish({
        storeId: row.store_id,
        type: 'job',
        audience: { caller: { kind: row.caller_kind, id: row.caller_id } },
        data: jobViewOf(row),
      })
      .catch(deps.onError);
  };

  const update = async (id: string, values: Partial<typeof jobs.$inferInsert>): Promise<JobRow> => {
    const [row] = await db().update(jobs).set(values).where(eq(jobs.id, id)).returning();
    publish(row!);
    return row!;
  };

  /** The caller as they are now: an employee's current rules; a disabled or deleted one stops the job. */
  const callerOf = async (row: JobRow, store: StoreContext): Promise<Caller> => {
    if (row.caller_kind === 'employee') {
      const [employee] = await db()
        .select({ enabled: employees.enabled, access: employees.access })
        .from(employees)
        .where(and(eq(employees.id, row.caller_id!), eq(employees.store_id, store.id)));
      if (!employee || !employee.enabled)
        throw new Error('The employee who started this job is disabled or no longer exists.');
      return {
        kind: 'employee',
        id: row.caller_id!,
        accountId: store.accountId,
        storeId: store.id,
        principal: { kind: 'employee', access: employee.access },
      };
    }
    if (row.caller_kind === 'private_app' && row.principal)
      return {
        kind: 'private_app',
        id: row.caller_id!,
        accountId: store.accountId,
        storeId: store.id,
        principal: row.principal,
      };
    // The owner, or the store owner for the server's own jobs.
    return {
      kind: 'owner',
      id: store.accountId,
      accountId: store.accountId,
      storeId: store.id,
      principal: { kind: 'owner' },
    };
  };

  const run = async (job: PgBoss.JobWithMetadata): Promise<unknown> => {
    // Fetched as the server stopped: left to expire and run again (another process, next start).
    if (stopping) throw new Error('The server is stopping.');
    const impl = byName.get(job.name);
    const [found] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    if (!impl || !found) throw new Error(`Unknown job ${job.name} ${job.id}.`);
    const controller = new AbortController();
    running.set(job.id, controller);
    let last = found.progress ?? null;
    let lastWrite = 0;
    try {
      const row = await update(job.id, { state: 'active', attempts: found.attempts + 1 });
      const store = await loadStoreContext(db(), row.store_id);
      if (!store) throw new Error('The store of this job no longer exists.');
      const ctx = deps.context(await callerOf(row, store), store, db());
      const result = await impl.handler({
        id: job.id,
        input: row.input as never,
        ctx,
        signal: controller.signal,
        attempt: job.retryCount + 1,
        async progress(progress: JobProgress) {
          last = { done: progress.done, total: progress.total, step: progress.step };
          const now = Date.now();
          if (now - lastWrite < progressEvery && progress.done < progress.total) return;
          lastWrite = now;
          await update(job.id, { progress: last });
        },
      });
      await update(job.id, {
        state: 'completed',
        result: (result ?? null) as never,
        error: null,
        progress: last,
        finished_at: new Date(),
      });
      return result ?? null;
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      await update(job.id, {
        state: final ? 'failed' : 'queued',
        error: jobErrorMessage(error),
        progress: last,
        ...(final ? { finished_at: new Date() } : {}),
      }).catch(deps.onError);
      throw error;
    } finally {
      running.delete(job.id);
    }
  };

  const wake = (name: string) => {
    const workerId = workerIds.get(name);
    if (!boss || !workerId) return;
    // On PGlite the worker's fetch waits for the enqueuing transaction to commit; on
    // PostgreSQL a fetch before the commit finds nothing and the next one (or polling) does.
    for (const delay of [0, 200, 1000]) setTimeout(() => boss?.notifyWorker(workerId), delay).unref?.();
  };

  return {
    async start(opened) {
      database = opened;
      const direct = databaseAdapter(opened);
      boss = new PgBoss({
        db: {
          executeSql: (text: string, values?: unknown[]) =>
            closed ? Promise.resolve(answerAfterClose(text)) : direct.executeSql(text, values),
        },
        schema: await bossSchemaOf(opened.db),
        supervise: true,
        schedule: false,
        migrate: true,
      } as PgBoss.ConstructorOptions);
      boss.on('error', deps.onError);
      await boss.start();
      for (const [name, impl] of byName) {
        const o = { ...DEFAULTS, ...impl.options };
        const queue = {
          name,
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelaySeconds,
          retryBackoff: o.retryBackoff,
          expireInSeconds: o.expireInSeconds,
        };
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
        const workerId = await boss.work(
          name,
          { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
          async ([job]) => run(job as PgBoss.JobWithMetadata),
        );
        workerIds.set(name, workerId);
      }
    },

    async enqueue(executor, owner, ref, input, options = {}) {
      if (!boss) throw new Error('The job queue is not started: await server.ready().');
      if (!byName.has(ref.id)) throw new Error(`Job "${ref.id}" is not implemented by any plugin.`);
      const id = randomUUID();
      const caller = owner.caller;
      await executor.insert(jobs).values({
        id,
        store_id: owner.storeId,
        name: ref.id,
        caller_kind: caller?.kind ?? null,
        caller_id: caller?.id ?? null,
        principal: caller?.principal ?? null,
        input: (input ?? null) as never,
      });
      const startAfter = startAfterOf(options.startAfter);
      const sent = await boss.send(ref.id, {}, {
        id,
        db: executorAdapter(executor),
        ...(startAfter === undefined ? {} : { startAfter }),
      } as PgBoss.SendOptions);
      if (sent !== id) throw new Error(`Job "${ref.id}" could not be queued.`);
      // A delayed job is found by polling once its time has come.
      if (startAfter === undefined) wake(ref.id);
      return { id };
    },

    async view(executor, caller, id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await executor
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.store_id, caller.storeId)));
      if (!row) return undefined;
      const own = row.caller_kind === caller.kind && row.caller_id === caller.id;
      return own || caller.kind === 'owner' ? jobViewOf(row) : undefined;
    },

    async stop(timeoutMs = options.shutdownTimeoutMs ?? 30_000) {
      if (!boss) return;
      const stoppingBoss = boss;
      boss = undefined;
      stopping = true;
      // Past the timeout, running handlers are told to give up (their signal aborts).
      const timer = setTimeout(() => {
        for (const controller of running.values()) controller.abort(new Error('The server is stopping.'));
      }, timeoutMs);
      try {
        await stoppingBoss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs + 1000 });
      } finally {
        clearTimeout(timer);
        closed = true;
      }
    },
  };
}
