export { ProductsListPage } from './products-list';
