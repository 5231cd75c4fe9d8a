import { useRef, useState } from 'react';
import { useToast } from '@storeroom/core';
import { Button, Field, Inline, Input, Stack } from '@storeroom/ui';
import { ORDERS_MESSAGES, customerBodySchema } from '../../../contract';
import type { CustomerBody, CustomerChoice } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';
import { useActionForm } from './use-action-form';

/** The customer form: the contract's body without the choice (asked separately). */
const customerFormSchema = customerBodySchema.omit({ choice: true });

/**
 * Edit the order's customer (allow_edit). Changing the email follows spec 2 §4 / spec 4 §4:
 * an email that already has a customer links the order to it (the server deletes the old
 * customer when it had fewer than 2 orders plus invoices); otherwise the server asks, and the
 * user chooses to replace the current customer's email or create a new customer.
 */
export function CustomerDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const [question, setQuestion] = useState<string | null>(null);
  // The answer to the server's question, sent with the next submit of the same form.
  const choice = useRef<CustomerChoice | undefined>(undefined);
  const change = useOrderAction(async (client, body: CustomerBody) => {
    const answer = await client.changeCustomer({ params: { id: order.id }, body });
    if (answer.needs_choice) throw new NeedsChoice(answer.message);
    return answer.order;
  });
  const { form, action } = useActionForm(
    customerFormSchema,
    { email: order.email, full_name: order.full_name, phone: order.phone },
    async (values) => {
      try {
        await change.mutateAsync({ ...values, choice: choice.current });
      } catch (error) {
        if (!(error instanceof NeedsChoice)) throw error;
        setQuestion(error.message);
        return false;
      }
      setQuestion(null);
      toast.success(ORDERS_MESSAGES.customerUpdated);
    },
    () => onOpenChange(false),
  );
  const answer = (next: CustomerChoice) => {
    choice.current = next;
    void action.submit().finally(() => (choice.current = undefined));
  };
  const { errors } = form.formState;

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuestion(null);
        onOpenChange(next);
      }}
      title="Edit customer"
      submitLabel="Save"
      action={action}
    >
      {/* Empty allowed (spec 2 §5): the order then has no email. */}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" {...form.register('email')} />
      </Field>
      <Field label="Full name" error={errors.full_name?.message}>
        <Input {...form.register('full_name')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input {...form.register('phone')} />
      </Field>
      {question ? (
        <Stack role="alertdialog" aria-label="Customer email" gap={2}>
          <p>{question}</p>
          <Inline>
            <Button onClick={() => answer('replace')}>Replace email</Button>
            <Button onClick={() => answer('create')}>Create new customer</Button>
          </Inline>
        </Stack>
      ) : null}
    </ActionDialog>
  );
}

/** The server asks which way to go before it changes anything. */
class NeedsChoice extends Error {}
