export { PixelsEditPage } from './pixels-edit';
