export { VendorsPage, WarehousesPage } from './locations-list';
