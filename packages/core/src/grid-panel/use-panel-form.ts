import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, useZodForm } from '../forms/use-zod-form';
import { useConfirm } from '../notifications/confirm-host';
import { CONFIRM_DELETE_ONE } from '../notifications/dialog-service';
import { useToast } from '../notifications/toaster';
import type { GridPanelContext, RowId } from './types';

export interface PanelFormOptions<TItem, TSchema extends z.ZodType<FieldValues, FieldValues>> {
  /** The side panel's context (`renderPanel`'s argument). */
  panel: GridPanelContext<TItem>;
  /** The form's schema (the spec's messages live in it). */
  schema: TSchema;
  /** The form's starting values for the open row (`undefined` for a new one). */
  values(item: TItem | undefined): z.input<TSchema>;
  /** The body sent from the parsed values (default: the values). */
  toBody?(values: z.output<TSchema>): unknown;
  /** Toasts: after a save (a function words it for the saved item) and after a deletion. */
  messages: { saved: string | ((item: TItem) => string); deleted?: string };
  /**
   * Deletes the open row, e.g. `resourceHooks(...).useRemove().mutateAsync` (it refreshes the
   * grid). Without it, `remove` does nothing.
   */
  remove?(id: RowId): Promise<unknown>;
  /** The question asked before deleting (default: the spec's generic one). */
  confirmDelete?: string;
  /** A read-only form (limited access) never saves or deletes. */
  readOnly?: boolean;
}

export interface PanelForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TItem> {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  /** The form's `onSubmit`: saves the values as they are. */
  submit(event?: React.BaseSyntheticEvent): Promise<void>;
  /**
   * Saves with a body of the caller's (e.g. `{ ...values, is_draft: false }` for Publish), then
   * runs `after` with the saved item.
   */
  saveWith(
    body: (values: z.output<TSchema>) => unknown,
    after?: (item: TItem) => void,
  ): (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Asks, deletes the open row, says so and closes the panel (a new row has nothing to delete). */
  remove(): Promise<void>;
  /** Messages of a failed save or deletion that belong to no field (for `<FormErrors>`). */
  errors: string[];
}

/**
 * The form of a GridPanel's side panel, in one call: react-hook-form with the zod schema, the
 * panel told when the form has unsaved changes (so closing and switching rows ask), the save
 * through the panel (create for the new row 0, update in place), the server's 422 errors on
 * their fields with the user's input kept, the spec's toasts, and Delete after the generic
 * question. What stays in the screen is its fields.
 *
 * @example
 * const removal = zones.useRemove();
 * const { form, submit, remove, errors } = usePanelForm({
 *   panel, schema: shippingZoneInputSchema, values: initialValues,
 *   messages: { saved: SHIPPING_MESSAGES.saved, deleted: SHIPPING_MESSAGES.deleted },
 *   remove: (id) => removal.mutateAsync(id as number),
 * });
 */
export function usePanelForm<TItem, TSchema extends z.ZodType<FieldValues, FieldValues>>(
  options: PanelFormOptions<TItem, TSchema>,
): PanelForm<TSchema, TItem> {
  const { panel, schema, messages } = options;
  const toast = useToast();
  const confirm = useConfirm();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useZodForm(schema, { defaultValues: options.values(panel.item) as never });
  const { isDirty } = form.formState;
  const { setDirty } = panel;
  useEffect(() => setDirty(isDirty && !options.readOnly), [isDirty, setDirty, options.readOnly]);

  const saveWith: PanelForm<TSchema, TItem>['saveWith'] = (body, after) =>
    form.handleSubmit(async (values) => {
      if (options.readOnly) return;
      setErrors([]);
      try {
        const saved = await panel.save(body(values));
        // What was saved is the form's new starting point: it is no longer dirty.
        form.reset(form.getValues());
        toast.success(typeof messages.saved === 'function' ? messages.saved(saved) : messages.saved);
        after?.(saved);
      } catch (error) {
        setErrors(applyServerErrors(form as never, error));
      }
    });

  const remove = async () => {
    if (options.readOnly || panel.isNew || !options.remove) return;
    if (!(await confirm(options.confirmDelete ?? CONFIRM_DELETE_ONE))) return;
    setErrors([]);
    try {
      await options.remove(panel.id);
      if (messages.deleted) toast.success(messages.deleted);
      setDirty(false);
      panel.close();
    } catch (error) {
      setErrors(applyServerErrors(form as never, error));
    }
  };

  return {
    form,
    submit: saveWith((values) => (options.toBody ? options.toBody(values) : values)),
    saveWith,
    remove,
    errors,
  };
}
