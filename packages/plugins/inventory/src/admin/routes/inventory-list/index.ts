export { InventoryListPage } from './inventory-list';
