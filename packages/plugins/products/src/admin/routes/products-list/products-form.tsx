import { useEffect, useState } from 'react';
import { applyServerErrors, useToast, useZodForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { Button, Field, FormErrors, Input, Select, Textarea } from '@storeroom/ui';
import {
  productsInputSchema,
  PRODUCTS_MESSAGES,
  PRODUCTS_STATUSES,
  PRODUCTS_STATUS_LABELS,
} from '../../../schema';
import type { ProductsItem } from '../../../schema';

const statusOptions = PRODUCTS_STATUSES.map((value) => ({ value, label: PRODUCTS_STATUS_LABELS[value] }));

export interface ProductsFormProps {
  panel: GridPanelContext<ProductsItem>;
  /** Read-only for people with limited access. */
  readOnly: boolean;
}

/** The side panel's form: create (id 0) or edit one item; a failed save keeps the input. */
export function ProductsForm({ panel, readOnly }: ProductsFormProps) {
  const toast = useToast();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useZodForm(productsInputSchema, {
    values: {
      title: panel.item?.title ?? '',
      status: panel.item?.status ?? 'active',
      notes: panel.item?.notes ?? '',
    },
  });
  const { errors, isDirty } = form.formState;
  const { setDirty } = panel;
  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await panel.save(values);
      form.reset(values);
      toast.success(panel.isNew ? PRODUCTS_MESSAGES.created : PRODUCTS_MESSAGES.updated);
    } catch (error) {
      setOtherErrors(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Products item">
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} readOnly={readOnly} />
      </Field>
      <Field label="Status" error={errors.status?.message}>
        <Select
          options={statusOptions}
          value={form.watch('status') ?? 'active'}
          onValueChange={(value) => form.setValue('status', value as ProductsItem['status'], { shouldDirty: true })}
          disabled={readOnly}
        />
      </Field>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} readOnly={readOnly} rows={4} />
      </Field>
      <FormErrors messages={otherErrors} />
      {readOnly ? null : (
        <Button type="submit" variant="primary" loading={panel.saving}>
          Save
        </Button>
      )}
    </form>
  );
}
