export { PaymentsProcessingPage } from './payments-processing';
