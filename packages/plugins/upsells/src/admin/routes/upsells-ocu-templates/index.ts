export { OcuTemplatesPage } from './ocu-templates';
