export { InvoiceOrdersListPage } from './invoice-orders-list';
