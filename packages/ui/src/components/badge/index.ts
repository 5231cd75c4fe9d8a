export { Badge, StatusPill } from './badge';
export type { BadgeProps, BadgeTone, StatusPillProps } from './badge';
