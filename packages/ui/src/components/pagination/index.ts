export { Pagination, paginationItems } from './pagination';
export type { PaginationProps } from './pagination';
