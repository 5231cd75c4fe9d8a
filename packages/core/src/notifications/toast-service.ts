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
  /**
   * A view (the admin's `<Toaster>`) shows this service's toasts: from now on a toast's time
   * on screen starts when the view reports it {@link ToastService.displayed}, not when it is
   * shown, so a toast is never over before it was seen (the view loads with the first toast).
   * Returns the detach function; once no view is attached, waiting toasts start their time.
   */
  attachView(): () => void;
  /** The view put this toast on screen: its time starts (once). */
  displayed(id: number): void;
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

  let views = 0;

  function startTime(toast: Toast) {
    if (toast.duration > 0 && !timers.has(toast.id))
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
  }

  function show(type: ToastType, message: string, options: ToastOptions = {}) {
    const id = nextId++;
    const duration = options.duration ?? defaults.duration ?? TOAST_DURATION_MS;
    const toast: Toast = { id, type, message, title: options.title, duration };
    toasts = [...toasts, toast];
    if (views === 0) startTime(toast);
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
    attachView() {
      views += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        views -= 1;
        if (views === 0) toasts.forEach(startTime);
      };
    },
    displayed(id) {
      const toast = toasts.find((t) => t.id === id);
      if (toast) startTime(toast);
    },
  };
}
