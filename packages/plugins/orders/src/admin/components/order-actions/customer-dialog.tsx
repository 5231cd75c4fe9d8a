import { useState } from 'react';
import { useToast } from '@storeroom/core';
import { Button, Field, Input } from '@storeroom/ui';
import { ORDERS_MESSAGES, customerEmailSchema } from '../../../contract';
import type { CustomerChoice } from '../../../contract';
import { useOrderAction } from '../../data';
import { ActionDialog } from './action-dialog';
import type { OrderDialogProps } from './fulfil-dialog';

/**
 * Edit the order's customer (allow_edit). Changing the email follows spec 2 §4 / spec 4 §4:
 * an email that already has a customer links the order to it (the server deletes the old
 * customer when it had fewer than 2 orders plus invoices); otherwise the server asks, and the
 * user chooses to replace the current customer's email or create a new customer.
 */
export function CustomerDialog({ order, open, onOpenChange }: OrderDialogProps) {
  const toast = useToast();
  const [email, setEmail] = useState(order.email);
  const [fullName, setFullName] = useState(order.full_name);
  const [phone, setPhone] = useState(order.phone);
  const [question, setQuestion] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useOrderAction(async (client, choice: CustomerChoice | undefined) => {
    const answer = await client.changeCustomer({
      params: { id: order.id },
      body: { email, full_name: fullName.trim(), phone: phone.trim(), choice },
    });
    if (answer.needs_choice) throw new NeedsChoice(answer.message);
    return answer.order;
  });

  const run = async (choice?: CustomerChoice): Promise<Record<string, string> | undefined> => {
    const parsed = customerEmailSchema.safeParse(email);
    if (!parsed.success) return { email: parsed.error.issues[0]?.message ?? ORDERS_MESSAGES.emailInvalid };
    try {
      await change.mutateAsync(choice);
    } catch (error) {
      if (error instanceof NeedsChoice) {
        setQuestion(error.message);
        return { question: '' };
      }
      throw error;
    }
    setQuestion(null);
    toast.success(ORDERS_MESSAGES.customerUpdated);
    return undefined;
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuestion(null);
        onOpenChange(next);
      }}
      title="Edit customer"
      submitLabel="Save"
      fields={['email', 'full_name', 'phone', 'question']}
      onErrors={setErrors}
      onSubmit={() => run()}
    >
      <Field label="Email" required error={errors.email}>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Full name" error={errors.full_name}>
        <Input value={fullName} onChange={(e) => setFullName(e.target.value)} />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <Input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </Field>
      {question ? (
        <div role="alertdialog" aria-label="Customer email" style={{ display: 'grid', gap: 8 }}>
          <p>{question}</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              onClick={() =>
                void run('replace').then((e) => (e ? setErrors(e) : onOpenChange(false)), setQuestionError)
              }
            >
              Replace email
            </Button>
            <Button
              onClick={() =>
                void run('create').then((e) => (e ? setErrors(e) : onOpenChange(false)), setQuestionError)
              }
            >
              Create new customer
            </Button>
          </div>
        </div>
      ) : null}
    </ActionDialog>
  );

  function setQuestionError(error: unknown) {
    setQuestion(null);
    setErrors({ email: error instanceof Error ? error.message : String(error) });
  }
}

class NeedsChoice extends Error {}
