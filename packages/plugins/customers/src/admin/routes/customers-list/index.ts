export { CustomersListPage } from './customers-list';
