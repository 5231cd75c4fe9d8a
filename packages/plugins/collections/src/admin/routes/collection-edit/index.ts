export { CollectionEditPage } from './collection-edit';
