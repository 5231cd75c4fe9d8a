export { InvoiceOrderEditPage } from './invoice-order-edit';
