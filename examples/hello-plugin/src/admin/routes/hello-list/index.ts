export { HelloListPage } from './hello-list';
