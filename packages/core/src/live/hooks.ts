/**
 * The live channel in React: `useLiveEvent(ref, handler)` over the admin's one shared
 * connection, `useLiveStatus()`, and `useJob(id)` (a background job kept current by `job`
 * events, polled while the channel is down).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { isJobFinished } from '../contract/core-model';
import { coreRoutes } from '../contract/core-routes';
import type { JobView } from '../contract/core-model';
import { createApiRef } from '../plugin/api-ref';
import { useOptionalApi } from '../plugin/api-provider';
import { useClient } from '../plugin/use-client';
import { offlineLiveClient } from './client';
import type { LiveClient, LiveStatus } from './client';
import { JOB_LIVE_EVENT } from './model';
import type { LiveEventRef } from './model';

/** The admin's live client (createAdmin registers one per signed-in admin; stories have none). */
export const liveApiRef = createApiRef<LiveClient>('core.live');

const OFFLINE = offlineLiveClient();

/** The live client in scope, or an offline one (no provider, stories, a stand-in transport). */
export function useLiveClient(): LiveClient {
  return useOptionalApi(liveApiRef) ?? OFFLINE;
}

/**
 * Calls `handler` with each event of `ref` the signed-in caller may receive, while mounted.
 * The first subscriber opens the admin's one connection (reconnected with backoff when it
 * drops); the handler may change between renders without resubscribing.
 *
 * @example
 * useLiveEvent(ORDER_UPDATED, ({ id }) => queryClient.invalidateQueries({ queryKey: keys.item(id) }));
 */
export function useLiveEvent<TPayload>(
  ref: LiveEventRef<TPayload>,
  handler: (payload: TPayload) => void,
  options: { enabled?: boolean } = {},
): void {
  const live = useLiveClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return undefined;
    return live.subscribe(ref, (payload) => latest.current(payload));
    // The ref's type names the event; a new ref object of the same type is the same event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, ref.type, enabled]);
}

/** The shared connection's state: `connected`, `reconnecting`, `connecting`, `idle` or `offline`. */
export function useLiveStatus(): LiveStatus {
  const live = useLiveClient();
  return useSyncExternalStore(
    (onChange) => live.onStatus(onChange),
    () => live.status,
    () => live.status,
  );
}

/** Query key of one job's view. */
export const jobQueryKey = (id: string) => ['core', 'jobs', id] as const;

export interface UseJobOptions {
  /** How often to read the job while the live channel is down (default 2 s). */
  pollMs?: number;
  /**
   * How often to read an unfinished job while the channel is connected (default 10 s): a safety
   * net, so a completion whose event never arrived still shows.
   */
  connectedPollMs?: number;
}

/** The fresher of a job as read and as already known (a read may have left before an event came). */
function fresher<TResult>(read: JobView<TResult>, known: JobView<TResult> | undefined): JobView<TResult> {
  if (!known || known.id !== read.id) return read;
  if (isJobFinished(known) && !isJobFinished(read)) return known;
  if (!isJobFinished(read) && (known.progress?.done ?? 0) > (read.progress?.done ?? 0)) return known;
  return read;
}

/**
 * A background job (`GET /api/v1/jobs/{id}`), kept current by the live channel's `job` events;
 * read every `pollMs` while the channel is not connected and the job is not finished, every
 * `connectedPollMs` while it is (an event may be lost), and once more when the channel comes
 * back (events sent meanwhile were missed). A read never replaces a fresher state from an event.
 *
 * @example
 * const job = useJob<{ url: string }>(jobId);
 * <JobProgress job={job.data} error={job.error} action={<a href={job.data?.result?.url}>Download</a>} />
 */
export function useJob<TResult = unknown>(
  id: string | null | undefined,
  options: UseJobOptions = {},
): UseQueryResult<JobView<TResult>> {
  const client = useClient(coreRoutes);
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const pollMs = options.pollMs ?? 2_000;
  const connectedPollMs = options.connectedPollMs ?? 10_000;
  const query = useQuery({
    queryKey: jobQueryKey(id ?? ''),
    queryFn: async ({ signal }) =>
      fresher(
        (await client.getJob({ params: { id: id! }, signal })) as JobView<TResult>,
        queryClient.getQueryData<JobView<TResult>>(jobQueryKey(id!)),
      ),
    enabled: !!id,
    refetchInterval: (q) => {
      const job = q.state.data;
      if (job && isJobFinished(job)) return false;
      return status === 'connected' ? connectedPollMs : pollMs;
    },
  });
  useLiveEvent(
    JOB_LIVE_EVENT,
    (job) => {
      if (id && job.id === id) queryClient.setQueryData(jobQueryKey(id), job);
    },
    { enabled: !!id },
  );
  // Back from a drop: read once, what changed meanwhile came as events nobody received.
  const previous = useRef(status);
  useEffect(() => {
    if (id && status === 'connected' && previous.current === 'reconnecting')
      void queryClient.invalidateQueries({ queryKey: jobQueryKey(id) });
    previous.current = status;
  }, [id, status, queryClient]);
  return query;
}
