export { OrderPrintPage } from './order-print';
