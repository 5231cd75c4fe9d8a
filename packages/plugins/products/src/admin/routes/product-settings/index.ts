export { ProductSettingsPage } from './product-settings';
