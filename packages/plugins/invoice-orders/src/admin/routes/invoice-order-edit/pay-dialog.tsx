import { useState } from 'react';
import { z } from 'zod';
import { applyServerErrors, useZodForm } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Badge, Button, Dialog, Field, FormErrors, Input, RadioGroup, Stack } from '@storeroom/ui';
import { PAYMENT_TYPES, cardSchema } from '../../../contract';
import type { InvoiceOrderItem, PayInput } from '../../../contract';
import { FormDialog } from '../../components/form-dialog';
import { useInvoiceOrdersApi } from '../../data';

export interface PayDialogProps {
  invoice: InvoiceOrderItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: (invoice: InvoiceOrderItem) => void;
  /** Starts on this step (stories). */
  initialStep?: 'form' | 'authenticate';
}

const paymentOptions = [
  {
    value: 'free',
    label: 'Mark as paid',
    description: 'Record the payment without charging (free payment type).',
  },
  { value: 'card', label: 'Card payment', description: 'Charge a card through the card provider.' },
];

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** The form's field for a card detail of the contract (`exp_month` and `exp_year` are one "MM/YY" field). */
function cardField(key: string): 'number' | 'expiry' | 'cvc' | null {
  const detail = key.replace(/^card\./, '');
  if (detail === 'number' || detail === 'cvc') return detail;
  return detail.startsWith('exp') ? 'expiry' : null;
}

/** What the dialog's form holds, checked by the contract's card schema and turned into the pay body. */
const payFormSchema = z
  .object({ payment_type: z.enum(PAYMENT_TYPES), number: z.string(), expiry: z.string(), cvc: z.string() })
  .transform((form, ctx): PayInput => {
    if (form.payment_type === 'free') return { payment_type: 'free' };
    const match = EXPIRY.exec(form.expiry);
    const year = match ? Number(match[2]) : 0;
    const card = {
      number: form.number,
      exp_month: match ? Number(match[1]) : 0,
      exp_year: year < 100 ? 2000 + year : year,
      cvc: form.cvc.trim(),
    };
    const checked = cardSchema.safeParse(card);
    if (checked.success) return { payment_type: 'card', card };
    for (const issue of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [cardField(String(issue.path[0])) ?? 'number'],
      });
    return z.NEVER;
  });

const EMPTY_PAYMENT = { payment_type: 'free', number: '', expiry: '', cvc: '' } as const;

/**
 * "Invoice payment" (spec 2 §2, §4): mark as paid with the free payment type, or charge a card;
 * a card that asks for extra authentication opens a second step, and the repeat call with the
 * payment intent id completes it. The built-in card provider is the sandbox.
 */
export function PayDialog({ invoice, open, onOpenChange, onPaid, initialStep = 'form' }: PayDialogProps) {
  const api = useInvoiceOrdersApi();
  const form = useZodForm(payFormSchema, { defaultValues: EMPTY_PAYMENT });
  const { errors } = form.formState;
  const type = form.watch('payment_type');
  const [step, setStep] = useState<'form' | 'authenticate'>(initialStep);
  const [intent, setIntent] = useState<string | null>(invoice.payment?.payment_intent_id ?? null);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // Payment errors stop the flow and keep the input (spec 2 §8); card details go to their fields.
  const fail = (error: unknown) => {
    if (!(error instanceof ApiError && error.errors)) return setGeneral(applyServerErrors(form, error));
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(error.errors)) {
      const field = cardField(key);
      if (field) form.setError(field, { type: 'server', message: messages.join(' ') });
      else rest.push(...messages);
    }
    setGeneral(rest);
  };

  const done = (paid: InvoiceOrderItem) => {
    setStep('form');
    onPaid(paid);
    onOpenChange(false);
  };

  const pay = async (body: PayInput, onError: () => void = () => undefined) => {
    setBusy(true);
    setGeneral([]);
    try {
      const result = await api.pay({ params: { id: invoice.id }, body });
      if (result.status === 'requires_action') {
        setIntent(result.payment_intent_id);
        setStep('authenticate');
      } else done(result.invoice);
    } catch (error) {
      onError();
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'authenticate') {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          title="Extra authentication required"
          description="The card issuer asks the customer to confirm this payment. In the sandbox, confirm it here."
          footer={
            <>
              <Button onClick={() => setStep('form')}>Cancel</Button>
              <Button
                variant="primary"
                loading={busy}
                disabled={!intent}
                onClick={() =>
                  void pay({ payment_type: 'card', payment_intent_id: intent ?? '' }, () => setStep('form'))
                }
              >
                Complete authentication
              </Button>
            </>
          }
        >
          <p>
            <Badge tone="info">sandbox</Badge> Payment intent <code>{intent}</code>
          </p>
          <FormErrors messages={general} />
        </Dialog.Content>
      </Dialog.Root>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Pay invoice #${invoice.id}`}
      submitLabel={type === 'free' ? 'Mark as paid' : 'Charge card'}
      busy={busy}
      errors={general}
      onSubmit={form.handleSubmit((body) => pay(body))}
    >
      <RadioGroup
        label="Payment type"
        options={paymentOptions}
        value={type}
        onValueChange={(value) => form.setValue('payment_type', value as PayInput['payment_type'])}
      />
      {type === 'card' ? (
        <Stack as="fieldset">
          <legend>
            Card <Badge tone="info">sandbox</Badge>
          </legend>
          <p>
            Test cards: 4242 4242 4242 4242 succeeds, 4000 0027 6000 3184 asks for authentication, 4000 0000
            0000 0002 is declined.
          </p>
          <Field label="Card number" required error={errors.number?.message}>
            <Input {...form.register('number')} inputMode="numeric" autoComplete="cc-number" />
          </Field>
          <Field label="Expiry (MM/YY)" required error={errors.expiry?.message}>
            <Input {...form.register('expiry')} autoComplete="cc-exp" placeholder="MM/YY" />
          </Field>
          <Field label="Security code" required error={errors.cvc?.message}>
            <Input {...form.register('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          </Field>
        </Stack>
      ) : null}
    </FormDialog>
  );
}
