export { TransfersListPage } from './transfers-list';
