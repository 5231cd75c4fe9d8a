export { CheckoutSettingsPage } from './checkout-settings';
