export { Inline } from './inline';
export type { InlineProps } from './inline';
