export { __PASCAL__ListPage } from './__ID__-list';
