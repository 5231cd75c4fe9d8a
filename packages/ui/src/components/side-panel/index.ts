export { SidePanel, Drawer } from './side-panel';
export type { SidePanelContentProps, SidePanelRootProps } from './side-panel';
