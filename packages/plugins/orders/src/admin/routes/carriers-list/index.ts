export { CarriersPage } from './carriers-list';
export { CarrierDialog } from './carrier-dialog';
