import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../client/types';

/**
 * A react-hook-form form validated by a zod schema (the spec's messages live in the schema).
 * Plugins build every side-panel and modal form on it.
 *
 * @example
 * const form = useZodForm(couponSchema, { defaultValues: { code: '' } });
 * <form onSubmit={form.handleSubmit(save)}>
 *   <Field label="Code" error={form.formState.errors.code?.message}><Input {...form.register('code')} /></Field>
 * </form>
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Puts a failed save's server errors onto the form (422 `{ errors: { field: [messages] } }`,
 * spec 1 §8) and returns the messages that belong to no field of the form (to show as a
 * toast or a list). A dotted field (`shipping_address.zip`) lands on the nested field of that
 * path. The form keeps the user's input.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : String(error)];
  if (!error.errors) return [error.message];
  const values = form.getValues() as Record<string, unknown>;
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages.join(' ');
    if (field in values || get(values, field) !== undefined)
      form.setError(field as Path<TValues>, { type: 'server', message });
    else unplaced.push(...messages);
  }
  return unplaced;
}
