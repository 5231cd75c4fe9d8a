export { GiftCardProductsPage, ProductsListPage } from './products-list';
