export { HelloEditPage } from './hello-edit';
