/**
 * A plugin's side of a background job: `implementJob(ref, handler, options)` runs the job
 * its contract declares (`createJobRef`); handlers enqueue it with `ctx.jobs.enqueue(ref, input)`.
 */
import type { JobProgress, JobRef } from '@storeroom/core/contract';
import type { ActionContext } from '../context';

/** What a job handler receives. */
export interface JobRun<TInput> {
  /** The job's id (`GET /jobs/{id}`). */
  id: string;
  input: TInput;
  /**
   * The enqueuing caller's context: their store, their principal (an employee's rules as they
   * are now), the database (no transaction: use `ctx.savepoint(fn)` for one).
   */
  ctx: ActionContext;
  /** Reports progress; callers see it through `GET /jobs/{id}` and the live channel. */
  progress(progress: JobProgress): Promise<void>;
  /** Aborted when the server stops and the job outlives the shutdown timeout. */
  signal: AbortSignal;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
}

/** Retries and time limits of a job (per job; the queue's defaults otherwise). */
export interface JobOptions {
  /** Retries after the first failure (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5); doubled on each retry with `retryBackoff`. */
  retryDelaySeconds?: number;
  /** Exponential backoff between retries (default true). */
  retryBackoff?: boolean;
  /** A run taking longer than this fails (and may be retried); default 15 minutes. */
  expireInSeconds?: number;
}

/** A job implementation, given to `defineServerPlugin({ jobs: [...] })`. */
export interface JobImplementation<TInput = unknown, TResult = unknown> {
  readonly kind: 'job-implementation';
  ref: JobRef<TInput, TResult>;
  handler(run: JobRun<TInput>): Promise<TResult>;
  options: JobOptions;
}

/**
 * Implements a job the plugin's contract declares. The result is stored and answered by
 * `GET /jobs/{id}`; a thrown error is retried with backoff, and the last one's message kept.
 *
 * @example
 * implementJob(EXPORT_ORDERS, async ({ input, ctx, progress, signal }) => {
 *   await progress({ done: 0, total: 100, step: 'Reading orders' });
 *   return { fileId: 3, url: '/uploads/exports/orders.csv', rows: 100 };
 * }, { retryLimit: 1 })
 */
export function implementJob<TInput, TResult>(
  ref: JobRef<TInput, TResult>,
  handler: (run: JobRun<TInput>) => Promise<TResult>,
  options: JobOptions = {},
): JobImplementation<TInput, TResult> {
  return { kind: 'job-implementation', ref, handler, options };
}

/** When a queued job may start. */
export interface EnqueueOptions {
  /**
   * A delayed start: seconds from now, or a moment (a moment in the past starts at once).
   * The job is queued now, in the caller's transaction, and no worker takes it earlier.
   *
   * @example
   * await ctx.jobs.enqueue(SEND_STAGE, { checkoutId, stage: 0 }, { startAfter: 20 * 60 });
   */
  startAfter?: number | Date;
}

/** What `ctx.jobs` offers a handler. */
export interface JobEnqueuer {
  /**
   * Enqueues a job in this action's transaction (it never runs when the action rolls back),
   * for the caller and their store; answers its id for `GET /jobs/{id}`.
   */
  enqueue<TInput>(
    ref: JobRef<TInput, unknown>,
    input: TInput,
    options?: EnqueueOptions,
  ): Promise<{ id: string }>;
}

/**
 * pg-boss's `startAfter`, always as a moment (ISO text): seconds are counted from now. (Seconds
 * sent as such are cast to an interval by pg-boss's SQL, which PGlite refuses when the value
 * comes through a transaction's parameters: "date/time field value out of range".)
 */
export function startAfterOf(
  startAfter: number | Date | undefined,
  now: number = Date.now(),
): string | undefined {
  if (startAfter === undefined) return undefined;
  if (startAfter instanceof Date) {
    if (Number.isNaN(startAfter.getTime())) throw new Error('startAfter is not a valid date.');
    return startAfter.toISOString();
  }
  if (!Number.isFinite(startAfter)) throw new Error('startAfter must be a finite number of seconds.');
  return new Date(now + Math.max(0, startAfter) * 1000).toISOString();
}
