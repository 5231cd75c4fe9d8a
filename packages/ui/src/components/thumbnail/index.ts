export { Thumbnail } from './thumbnail';
export type { ThumbnailProps } from './thumbnail';
