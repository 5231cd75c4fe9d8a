export { OrdersListPage } from './orders-list';
