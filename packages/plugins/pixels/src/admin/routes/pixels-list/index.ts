export { PixelsListPage } from './pixels-list';
