export { ShippingZonesPage } from './shipping-zones';
