import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { applyServerErrors, useZodForm } from '../forms/use-zod-form';
import { useUnsavedChangesGuard } from '../notifications/unsaved-changes';
import type { UnsavedChangesGuard } from '../notifications/unsaved-changes';
import { useToast } from '../notifications/toaster';

/** What a resource form needs of a resource: its create and update mutations (`resourceHooks`). */
export interface ResourceFormSource<TItem, TCreate, TUpdate> {
  useCreate(): UseMutationResult<TItem, Error, TCreate>;
  useUpdate(): UseMutationResult<TItem, Error, { id: number | string; body: TUpdate }>;
}

export interface ResourceFormOptions<
  TItem,
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TCreate,
  TUpdate,
> {
  resource: ResourceFormSource<TItem, TCreate, TUpdate>;
  /** The loaded item, or `undefined` for a new one. */
  item: (TItem & { id: number | string }) | undefined;
  /** The form's schema (the spec's messages live in it). */
  schema: TSchema;
  /** The form's starting values for this item (or a new one). */
  values(item: TItem | undefined): z.input<TSchema>;
  /** The create body from the parsed values (default: the values). */
  toCreate?(values: z.output<TSchema>): TCreate;
  /** The update body from the parsed values (default: the values). */
  toUpdate?(values: z.output<TSchema>, item: TItem): TUpdate;
  /** Toasts after a save (spec messages); a function words it for the saved item ("Transfer #T12"). */
  messages: { created: string | ((item: TItem) => string); updated: string | ((item: TItem) => string) };
  /** After a create (e.g. open the new item's page: `guard.leave(() => navigate(...))`). */
  onCreated?(item: TItem & { id: number | string }, guard: UnsavedChangesGuard): void;
  /** After an update (e.g. back to the list: `guard.leave(() => navigate(...))`). */
  onUpdated?(item: TItem, guard: UnsavedChangesGuard): void;
  /** A read-only form never saves (limited access). */
  readOnly?: boolean;
}

export interface ResourceForm<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  /** The form's `onSubmit`. */
  submit(event?: React.BaseSyntheticEvent): Promise<void>;
  isNew: boolean;
  saving: boolean;
  /** Messages of a failed save that belong to no field (shown by the form, e.g. `<FormErrors>`). */
  errors: string[];
  guard: UnsavedChangesGuard;
}

/**
 * One form model for every editor (issue 15): react-hook-form with the zod schema through
 * `useZodForm`, create or update through the resource's mutations, the server's 422 errors on
 * their fields (the user's input stays), the spec's toasts, and the unsaved-changes guard
 * while the form is dirty (a save clears it).
 *
 * @example
 * const { form, submit, errors } = useResourceForm({
 *   resource: collections, item, schema: collectionSchema,
 *   values: (c) => ({ title: c?.title ?? '' }),
 *   messages: COLLECTION_MESSAGES,
 *   onCreated: (c, guard) => guard.leave(() => navigate(`/admin/collections/${c.id}`)),
 * });
 */
export function useResourceForm<
  TItem extends { id: number | string },
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TCreate,
  TUpdate,
>(options: ResourceFormOptions<TItem, TSchema, TCreate, TUpdate>): ResourceForm<TSchema> {
  const { resource, item, schema, messages } = options;
  const toast = useToast();
  const form = useZodForm(schema, { defaultValues: options.values(item) as never });
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const [errors, setErrors] = useState<string[]>([]);
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !options.readOnly);
  const submit = form.handleSubmit(async (values) => {
    if (options.readOnly) return;
    setErrors([]);
    try {
      if (!item) {
        const created = (await create.mutateAsync(
          options.toCreate ? options.toCreate(values) : (values as unknown as TCreate),
        )) as TItem;
        form.reset(form.getValues());
        toast.success(typeof messages.created === 'function' ? messages.created(created) : messages.created);
        options.onCreated?.(created, guard);
      } else {
        const updated = await update.mutateAsync({
          id: item.id,
          body: options.toUpdate ? options.toUpdate(values, item) : (values as unknown as TUpdate),
        });
        form.reset(form.getValues());
        toast.success(typeof messages.updated === 'function' ? messages.updated(updated) : messages.updated);
        options.onUpdated?.(updated, guard);
      }
    } catch (error) {
      const unplaced = applyServerErrors(form as never, error);
      setErrors(unplaced);
    }
  });
  return { form, submit, isNew: !item, saving: create.isPending || update.isPending, errors, guard };
}
