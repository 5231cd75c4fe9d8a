/**
 * The demo seed as a job (`npm start` on a fresh database): the core part (the owner, the
 * stores, the employees) is written before the server listens, in one transaction with the
 * job that loads every plugin's demo data; the server serves at once and the job reports
 * which plugin it is at (`GET /jobs/{id}`, the owner's live channel). Readiness answers 503
 * until it has finished (`GET /api/v1/health/ready`), so whatever needs the demo data waits
 * for that, not for time.
 */
import { desc, eq } from 'drizzle-orm';
import { createJobRef } from '@storeroom/core/contract';
import type { JobProgress } from '@storeroom/core/contract';
import type { Executor } from './db/database';
import { implementJob } from './jobs/define';
import type { JobImplementation } from './jobs/define';
import { jobs } from './jobs/table';

/** The demo seed's job: no input; the number of plugins seeded. */
export const DEMO_SEED_JOB = createJobRef<Record<string, never>, { plugins: number }>('core.demo-seed');

export const DEMO_SEED_REASONS = {
  loading: 'The demo data is being loaded',
  failed: 'The demo data could not be loaded:',
} as const;

/** The job's implementation; `load` runs the plugins' seeds for the job's store's account. */
export function demoSeedJob(
  load: (storeId: number, progress: (p: JobProgress) => Promise<void>) => Promise<number>,
): JobImplementation<Record<string, never>, { plugins: number }> {
  return implementJob(
    DEMO_SEED_JOB,
    async ({ ctx, progress }) => ({ plugins: await load(ctx.store.id, progress) }),
    // Not retried: a second run over half-loaded data would add the first half again. A large
    // scale seed on a loaded machine takes minutes.
    { retryLimit: 0, expireInSeconds: 2 * 60 * 60 },
  );
}

/**
 * Why the server is not ready because of the demo seed (it is queued or running, or it
 * failed), or undefined (finished, or none: not a demo start).
 */
export async function demoSeedPending(db: Executor): Promise<string | undefined> {
  const [job] = await db
    .select({ state: jobs.state, progress: jobs.progress, error: jobs.error })
    .from(jobs)
    .where(eq(jobs.name, DEMO_SEED_JOB.id))
    .orderBy(desc(jobs.created_at))
    .limit(1);
  if (!job || job.state === 'completed') return undefined;
  if (job.state === 'failed') return `${DEMO_SEED_REASONS.failed} ${job.error ?? ''}`.trim();
  const p = job.progress;
  return p
    ? `${DEMO_SEED_REASONS.loading} (${p.done} of ${p.total}: ${p.step}).`
    : `${DEMO_SEED_REASONS.loading}.`;
}
