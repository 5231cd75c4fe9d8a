export { backoffDelay, createLiveClient, offlineLiveClient } from './client';
export type { LiveClient, LiveClientOptions, LiveStatus } from './client';
export { jobQueryKey, liveApiRef, useJob, useLiveClient, useLiveEvent, useLiveStatus } from './hooks';
export type { UseJobOptions } from './hooks';
export { JOB_LIVE_EVENT, LIVE_PATH, createLiveEventRef } from './model';
export type { LiveEventPayload, LiveEventRef } from './model';
export { JobProgress } from './job-progress';
export type { JobProgressProps } from './job-progress';
