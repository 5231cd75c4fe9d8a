export { __PASCAL__EditPage } from './__ID__-edit';
