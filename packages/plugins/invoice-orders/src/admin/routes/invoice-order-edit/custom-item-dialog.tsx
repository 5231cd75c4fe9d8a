import { useZodForm } from '@storeroom/core';
import { Field, Input } from '@storeroom/ui';
import { invoiceItemSchema } from '../../../contract';
import type { InvoiceItem } from '../../../contract';
import { FormDialog } from '../../components/form-dialog';
import { LineFields, NEW_LINE } from './line-fields';

export interface CustomItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: InvoiceItem) => void;
  currency?: string;
}

/** "Create custom item" (spec 2 §2): a line that is not a catalogue product. */
export function CustomItemDialog({ open, onOpenChange, onAdd, currency }: CustomItemDialogProps) {
  const form = useZodForm(invoiceItemSchema, { defaultValues: NEW_LINE });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(NEW_LINE);
        onOpenChange(next);
      }}
      title="Create custom item"
      submitLabel="Add item"
      onSubmit={form.handleSubmit((item) => {
        onAdd(item);
        form.reset(NEW_LINE);
        onOpenChange(false);
      })}
    >
      <Field label="Item title" required error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={300} />
      </Field>
      <Field label="Variant" hint="Optional, e.g. Large / Blue">
        <Input {...form.register('variant')} maxLength={200} />
      </Field>
      <LineFields form={form} currency={currency} />
    </FormDialog>
  );
}
