export { InvoicePagePage } from './invoice-page';
