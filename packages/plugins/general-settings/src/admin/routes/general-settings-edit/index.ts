export { GeneralSettingsPage } from './general-settings-edit';
