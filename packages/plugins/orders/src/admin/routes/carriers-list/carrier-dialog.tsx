import { useToast } from '@storeroom/core';
import { Field, Input } from '@storeroom/ui';
import { ORDERS_MESSAGES, carrierInputSchema } from '../../../contract';
import type { Carrier } from '../../../contract';
import { ActionDialog } from '../../components/order-actions/action-dialog';
import { useActionForm } from '../../components/order-actions/use-action-form';
import { carriers } from '../../data';

export interface CarrierDialogProps {
  /** The carrier to rename; absent: a new one. */
  carrier?: Carrier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Add carrier" / "Edit carrier" (spec 3 §2 modals: carrier add/edit): the title. An invalid
 * form says the spec's "Please correct form errors ant try again" (spec 3 §5) above its
 * buttons, and each field its own message; a refused save keeps the title as typed.
 */
export function CarrierDialog({ carrier, open, onOpenChange }: CarrierDialogProps) {
  const toast = useToast();
  const create = carriers.useCreate();
  const update = carriers.useUpdate();
  const { form, action } = useActionForm(
    carrierInputSchema.pick({ title: true }),
    { title: carrier?.title ?? '' },
    async (body) => {
      if (carrier) await update.mutateAsync({ id: carrier.id, body });
      else await create.mutateAsync(body);
      toast.success(ORDERS_MESSAGES.carrierSaved);
    },
    () => onOpenChange(false),
  );
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;
  const title = carrier ? 'Edit carrier' : 'Add carrier';
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel="Save"
      size="sm"
      action={{
        ...action,
        general: invalid ? [ORDERS_MESSAGES.carrierFormInvalid, ...action.general] : action.general,
      }}
    >
      <Field label="Title" required error={form.formState.errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
    </ActionDialog>
  );
}
