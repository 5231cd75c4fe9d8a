export { PaymentsSettingsPage } from './payments-settings';
