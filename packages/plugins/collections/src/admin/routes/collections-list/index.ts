export { CollectionsListPage } from './collections-list';
