import type { ReactNode } from 'react';
import { Spinner, Stack } from '@storeroom/ui';
import type { JobView } from '../../contract/core-model';
import { ApiError } from '../../client/types';

export interface JobProgressProps {
  /** The job's view (`useJob(id).data`); undefined while it loads. */
  job: JobView | undefined;
  /** Why the job could not be read (`useJob(id).error`). */
  error?: unknown;
  /** What the job does, shown above the bar (e.g. "Exporting orders"). */
  label?: ReactNode;
  /** Shown once the job completed: the result's action, e.g. a download link. */
  action?: ReactNode;
}

/** What the bar says for each state, and its `data-state`. */
type ProgressState = JobView['state'] | 'loading' | 'error';

function stateOf(job: JobView | undefined, error: unknown): ProgressState {
  if (job) return job.state;
  return error ? 'error' : 'loading';
}

function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'The job could not be read.';
}

/**
 * A background job's progress: a bar with done of total and the current step while it runs,
 * the result's action (a download link) when it completed, its error when it failed.
 * State as `data-state` (`loading`, `queued`, `active`, `completed`, `failed`, `error`).
 *
 * @example
 * const job = useJob<{ url: string }>(jobId);
 * <JobProgress label="Exporting orders" job={job.data} error={job.error}
 *   action={job.data?.result && <a href={job.data.result.url}>Download CSV</a>} />
 */
export function JobProgress({ job, error, label, action }: JobProgressProps) {
  const state = stateOf(job, error);
  const progress = job?.progress;
  const total = progress && progress.total > 0 ? progress.total : undefined;
  const done = state === 'completed' ? (total ?? 1) : Math.min(progress?.done ?? 0, total ?? 0);
  return (
    <Stack
      gap={2}
      className="sr-job-progress"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {label && <div className="sr-job-progress-label">{label}</div>}
      {state === 'loading' && <Spinner label="Loading…" />}
      {(state === 'queued' || state === 'active' || state === 'completed') && (
        <progress
          className="sr-job-progress-bar"
          aria-label={typeof label === 'string' ? label : 'Progress'}
          // Indeterminate (no value) until the job knows how much there is to do.
          {...(state === 'completed' || total ? { value: done, max: total ?? 1 } : {})}
        />
      )}
      {state === 'queued' && <div className="sr-muted">Waiting to start…</div>}
      {state === 'active' && (
        <div className="sr-muted" aria-live="polite">
          {progress?.step ?? 'Working…'}
          {total !== undefined && ` — ${done.toLocaleString()} of ${total.toLocaleString()}`}
        </div>
      )}
      {state === 'completed' && (
        <>
          <div aria-live="polite">Done</div>
          {action}
        </>
      )}
      {state === 'failed' && (
        <div role="alert" className="sr-job-progress-error">
          {job?.error ?? 'The job failed.'}
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className="sr-job-progress-error">
          {errorText(error)}
        </div>
      )}
    </Stack>
  );
}
