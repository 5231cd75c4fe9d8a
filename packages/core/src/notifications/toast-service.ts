/** The toast service (no React): a small store the <Toaster> renders and anything can call. */

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Default time on screen (spec 1 §9: 5000 ms; SSL notices pass 15000). */
export const TOAST_DURATION_MS = 5000;
/** Where the stack starts from the top of the window (spec 1 §9). */
export const TOAST_TOP_OFFSET_PX = 36;

export interface ToastOptions {
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration?: number;
  title?: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  duration: number;
}

export interface ToastService {
  show(type: ToastType, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
  /** The toasts on screen, oldest first. */
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a toast service. `createAdmin` makes one and registers it under `toastApiRef`;
 * tests can make their own and inspect `list()`.
 *
 * @example
 * toast.success('Settings successfully updated.');
 * toast.warning('SSL is being issued.', { duration: 15000 });
 */
export function createToastService(defaults: { duration?: number } = {}): ToastService {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(type: ToastType, message: string, options: ToastOptions = {}) {
    const id = nextId++;
    const duration = options.duration ?? defaults.duration ?? TOAST_DURATION_MS;
    toasts = [...toasts, { id, type, message, title: options.title, duration }];
    if (duration > 0)
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    emit();
    return id;
  }

  return {
    show,
    success: (m, o) => show('success', m, o),
    error: (m, o) => show('error', m, o),
    warning: (m, o) => show('warning', m, o),
    info: (m, o) => show('info', m, o),
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      toasts = [];
      emit();
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
