export { CustomerOrders } from './customer-orders';
