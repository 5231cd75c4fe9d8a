export { Tabs } from './tabs';
export type { TabsRootProps } from './tabs';
