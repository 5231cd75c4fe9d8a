import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { applyServerErrors, isAbortError, useZodForm } from '@storeroom/core';
import type { z } from 'zod';

/** What an order action's form hands its dialog frame. */
export interface ActionFormState {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  /** Messages of a refused call that no field of the form shows. */
  general: string[];
  reset: () => void;
}

/** A zod schema the form model takes (object in, object out). */
type FormSchema = Parameters<typeof useZodForm>[0];

/**
 * The one form model of every order action modal: react-hook-form with the zod schema (the
 * spec's messages live in it), starting at `defaultValues`; `run` performs the action and resolves `false` to keep the dialog
 * open, anything else closes it through `onDone`. A refused call puts the server's errors onto
 * their fields, lists the rest and keeps the user's input (STYLE.md rule 12).
 */
export function useActionForm<TSchema extends FormSchema>(
  schema: TSchema,
  defaultValues: z.input<TSchema>,
  run: (values: z.output<TSchema>) => Promise<boolean | void>,
  onDone: () => void,
) {
  const form = useZodForm(schema, { defaultValues } as never);
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      if ((await run(values)) !== false) onDone();
    } catch (error) {
      if (isAbortError(error)) return;
      setGeneral(applyServerErrors(form, error));
    }
  });
  const action: ActionFormState = {
    submit,
    busy: form.formState.isSubmitting,
    general,
    reset: () => setGeneral([]),
  };
  return { form, action };
}
