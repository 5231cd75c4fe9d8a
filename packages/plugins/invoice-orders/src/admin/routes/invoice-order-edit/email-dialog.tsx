import { useToast, useZodForm, useFormSave } from '@storeroom/core';
import { EmailInput, Field, Textarea } from '@storeroom/ui';
import { emailInputSchema } from '../../../contract';
import type { InvoiceOrderItem } from '../../../contract';
import { FormDialog } from '../../components/form-dialog';
import { useInvoiceOrdersApi } from '../../data';

export interface EmailDialogProps {
  invoice: InvoiceOrderItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Invoice email" (spec 2 §2): sends the invoice; the email log records it. */
export function EmailDialog({ invoice, open, onOpenChange }: EmailDialogProps) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const form = useZodForm(emailInputSchema, { defaultValues: { email: invoice.email, message: '' } });
  const formSave = useFormSave(form);
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Email invoice #${invoice.id}`}
      submitLabel="Send invoice"
      busy={isSubmitting}
      errors={formSave.errors}
      onSubmit={formSave.submit(async (body) => {
        const result = await api.email({ params: { id: invoice.id }, body });
        toast.success(result.message);
        onOpenChange(false);
      })}
    >
      <Field label="Send to" required error={errors.email?.message}>
        <EmailInput
          value={form.watch('email') ?? ''}
          onValueChange={(email) => form.setValue('email', email, { shouldDirty: true })}
        />
      </Field>
      <Field label="Message" hint="Optional, shown above the invoice.">
        <Textarea {...form.register('message')} rows={3} maxLength={5000} />
      </Field>
    </FormDialog>
  );
}
