export { AbandonedListPage } from './abandoned-list';
