export { Menu, Dropdown } from './menu';
export type { MenuItemProps } from './menu';
