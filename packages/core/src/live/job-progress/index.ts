export { JobProgress } from './job-progress';
export type { JobProgressProps } from './job-progress';
