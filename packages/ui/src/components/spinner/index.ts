export { Spinner, Skeleton } from './spinner';
export type { SpinnerProps, SkeletonProps } from './spinner';
