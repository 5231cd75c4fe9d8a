export { Toast, Toaster, TOAST_DEFAULT_DURATION, TOAST_TOP_OFFSET } from './toast';
export type { ToastItem, ToastProps, ToastVariant, ToasterProps } from './toast';
