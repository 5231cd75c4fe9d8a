/** Background jobs: pg-boss on the server's database, with the caller's context and progress. */
export { implementJob } from './define';
export type { EnqueueOptions, JobEnqueuer, JobImplementation, JobOptions, JobRun } from './define';
export { createJobQueue, jobErrorMessage, jobViewOf } from './queue';
export type { JobOwner, JobQueue, JobQueueDeps, JobQueueOptions } from './queue';
export { jobMigrations, jobs } from './table';
export { mountJobRoutes } from './routes';
