export { PRODUCT_EXPAND } from './contract/model';
