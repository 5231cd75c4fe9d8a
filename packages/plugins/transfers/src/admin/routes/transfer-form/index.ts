export { TransferFormPage } from './transfer-form';
