import { ApiError } from '../client/types';
import type { FieldErrors } from '../client/types';
import type { ToastOptions, ToastService } from './toast-service';

/** Shown when an error carries no usable text (spec 1 §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please contact support or try again later.';

/**
 * Every message of an error, the server's `errors` (field → messages) flattened
 * (spec 1 §8, spec 2 §8). Aborted requests have none.
 */
export function errorMessages(error: unknown): string[] {
  if (isAbortError(error)) return [];
  if (error instanceof ApiError) {
    const messages = error.messages.filter((m) => m.trim() !== '');
    return messages.length ? messages : [GENERIC_ERROR_MESSAGE];
  }
  if (error instanceof Error && error.message) return [error.message];
  if (typeof error === 'string' && error) return [error];
  return [GENERIC_ERROR_MESSAGE];
}

/** The field errors of a 422 (for mapping onto form fields), or `{}`. */
export function fieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.errors ? error.errors : {};
}

/**
 * Splits an error for a form: messages of fields the form has go to `fields` (first message
 * each), everything else to `general` (shown as a list or toasts).
 */
export function formErrors(
  error: unknown,
  knownFields: readonly string[],
): { fields: Record<string, string>; general: string[] } {
  const errors = fieldErrors(error);
  const fields: Record<string, string> = {};
  const general: string[] = [];
  const known = new Set(knownFields);
  if (Object.keys(errors).length === 0) return { fields, general: errorMessages(error) };
  for (const [field, messages] of Object.entries(errors)) {
    if (known.has(field) && messages[0]) fields[field] = messages[0];
    else general.push(...messages);
  }
  return { fields, general };
}

/** Shows each message of an error as an error toast (spec 2 §7: a message without `errors` is a toast). */
export function toastError(toast: ToastService, error: unknown, options?: ToastOptions): void {
  for (const message of errorMessages(error)) toast.error(message, options);
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}
