export { Popover } from './popover';
