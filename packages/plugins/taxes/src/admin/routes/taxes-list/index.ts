export { TaxesListPage } from './taxes-list';
