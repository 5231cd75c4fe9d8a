export { TransferReceivePage } from './transfer-receive';
