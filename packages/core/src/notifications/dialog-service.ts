/** The confirm dialog service (no React): `confirm()` resolves true for Yes, false for No. */

/** Deletion of one item (spec 2 §8, spec 4 §8). */
export const CONFIRM_DELETE_ONE = 'Are you sure you want to delete it?';
/** Deletion of several items (spec 2 §8). */
export const CONFIRM_DELETE_MANY = 'Are you sure you want to delete these?';
/** Leaving with unsaved changes (spec 4 §8). */
export const UNSAVED_CHANGES_MESSAGE = 'All your changes will be lost. Are you sure you want to do this?';

export interface ConfirmOptions {
  message: string;
  title?: string;
  /** Defaults to "Yes". */
  confirmLabel?: string;
  /** Defaults to "No". */
  cancelLabel?: string;
  /** Styles the Yes button as destructive. */
  danger?: boolean;
}

export interface ConfirmRequest extends Required<Omit<ConfirmOptions, 'title'>> {
  id: number;
  title?: string;
  resolve(answer: boolean): void;
}

export interface DialogService {
  confirm(options: ConfirmOptions | string): Promise<boolean>;
  /** The open request (first of the queue), if any. */
  current(): ConfirmRequest | null;
  subscribe(listener: () => void): () => void;
}

export function createDialogService(): DialogService {
  let queue: ConfirmRequest[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    confirm(input) {
      const options = typeof input === 'string' ? { message: input } : input;
      return new Promise<boolean>((resolve) => {
        const request: ConfirmRequest = {
          id: nextId++,
          message: options.message,
          title: options.title,
          confirmLabel: options.confirmLabel ?? 'Yes',
          cancelLabel: options.cancelLabel ?? 'No',
          danger: options.danger ?? false,
          resolve(answer) {
            queue = queue.filter((r) => r !== request);
            emit();
            resolve(answer);
          },
        };
        queue = [...queue, request];
        emit();
      });
    },
    current: () => queue[0] ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
