export { OrderTimeline, OrderTimelineList, customerProfilePath } from './order-timeline';
