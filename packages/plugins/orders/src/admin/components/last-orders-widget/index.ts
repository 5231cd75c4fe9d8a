export { LastOrdersWidget } from './last-orders-widget';
