export { Tooltip, CopyButton, COPY_TOOLTIP_MS } from './tooltip';
export type { TooltipProps, CopyButtonProps } from './tooltip';
