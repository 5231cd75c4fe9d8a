export { Stack } from './stack';
export type { StackProps } from './stack';
