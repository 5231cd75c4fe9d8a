export { ProductEditPage } from './product-edit';
