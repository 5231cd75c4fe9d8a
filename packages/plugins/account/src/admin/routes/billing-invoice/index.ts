export { BillingInvoicePage } from './billing-invoice';
