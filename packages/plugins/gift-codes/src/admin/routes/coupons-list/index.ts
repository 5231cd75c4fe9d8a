export { CouponsPage } from './coupons-list';
