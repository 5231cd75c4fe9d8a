import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './use-zod-form';

export interface FormSave<TOutput> {
  /**
   * The form's submit handler around `save`: valid input only; clears the last failure's
   * messages, and when `save` throws puts the server's errors on their fields
   * (`applyServerErrors`), keeps the rest in `errors` and calls `onFailure` (e.g. to empty a
   * password field). The form keeps the user's input.
   */
  submit(
    save: (values: TOutput) => unknown,
    onFailure?: (error: unknown) => void,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failure's messages that belong to no field (for `FormErrors`). */
  errors: string[];
  /** Shows a failure of something other than the submit (a second step, a delete). */
  fail(error: unknown): void;
  /** Forgets the messages (e.g. when the dialog closes). */
  clear(): void;
}

/**
 * A form's save and the messages of its failure (spec 1 §8: 422 errors land on their fields).
 *
 * @example
 * const save = useFormSave(form);
 * <FormDialog onSubmit={save.submit((body) => api.email({ body }))} errors={save.errors} />
 */
export function useFormSave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
): FormSave<TOutput> {
  const [errors, setErrors] = useState<string[]>([]);
  const fail = (error: unknown) => setErrors(applyServerErrors(form, error));
  return {
    submit: (save, onFailure) =>
      form.handleSubmit(async (values) => {
        setErrors([]);
        try {
          await save(values);
        } catch (error) {
          fail(error);
          onFailure?.(error);
        }
      }),
    errors,
    fail,
    clear: () => setErrors([]),
  };
}
