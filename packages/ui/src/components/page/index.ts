export { Page, PageHeader } from './page';
export type { PageBackLink, PageHeaderProps, PageProps } from './page';
