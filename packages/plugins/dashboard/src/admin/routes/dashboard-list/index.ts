export { DashboardListPage } from './dashboard-list';
