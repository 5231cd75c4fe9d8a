export { PRODUCT_SETTINGS_SUBJECT, PRODUCTS_SUBJECT } from './contract/model';
