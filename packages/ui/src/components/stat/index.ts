export { Stat } from './stat';
export type { StatProps } from './stat';
