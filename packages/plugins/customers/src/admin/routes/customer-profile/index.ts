export { CustomerProfilePage } from './customer-profile';
