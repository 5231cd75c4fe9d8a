export { ResourcePage } from './resource-page';
export type { ResourcePageProps, ResourcePageSource } from './resource-page';
export { useResourceForm } from './use-resource-form';
export type { ResourceForm, ResourceFormOptions, ResourceFormSource } from './use-resource-form';
export { QueryState } from './query-state';
export type { QueryStateProps } from './query-state';
