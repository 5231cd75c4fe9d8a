export { AccountListPage } from './account-list';
