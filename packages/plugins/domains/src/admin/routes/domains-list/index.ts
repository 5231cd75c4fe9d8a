export { DomainsListPage } from './domains-list';
