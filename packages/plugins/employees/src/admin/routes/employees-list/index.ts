export { EmployeesListPage } from './employees-list';
