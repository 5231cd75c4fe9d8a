export { HelloSettingsPage } from './hello-settings';
