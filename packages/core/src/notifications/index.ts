export { TOAST_DURATION_MS, TOAST_TOP_OFFSET_PX, createToastService } from './toast-service';
export type { Toast, ToastOptions, ToastService, ToastType } from './toast-service';
export {
  GENERIC_ERROR_MESSAGE,
  errorMessages,
  fieldErrors,
  formErrors,
  isAbortError,
  toastError,
} from './errors';
export {
  CONFIRM_DELETE_MANY,
  CONFIRM_DELETE_ONE,
  UNSAVED_CHANGES_MESSAGE,
  createDialogService,
} from './dialog-service';
export type { ConfirmOptions, ConfirmRequest, DialogService } from './dialog-service';
export { Toaster, useToast, useToasts } from './toaster';
export { ConfirmHost, useConfirm } from './confirm-host';
export { useUnsavedChangesGuard } from './unsaved-changes';
export type { UnsavedChangesGuard, UnsavedChangesGuardOptions } from './unsaved-changes';
