export { Dialog, Modal } from './dialog';
export type { DialogContentProps, DialogRootProps } from './dialog';
