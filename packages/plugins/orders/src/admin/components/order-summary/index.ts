export { AddressLines, OrderTotals, addressLines } from './order-summary';
