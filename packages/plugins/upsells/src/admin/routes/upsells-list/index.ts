export { UpsellsListPage } from './upsells-list';
