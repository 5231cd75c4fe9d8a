export { ConfirmDialog, DEFAULT_CONFIRM_MESSAGE } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
