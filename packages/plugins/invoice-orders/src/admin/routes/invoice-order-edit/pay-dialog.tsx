import { useState } from 'react';
import { errorMessages } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Badge, Button, Dialog, Field, FormErrors, Input, RadioGroup } from '@storeroom/ui';
import { INVOICE_ORDERS_MESSAGES } from '../../../contract';
import type { InvoiceOrderItem, PayInput, PaymentType } from '../../../contract';
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

/**
 * "Invoice payment" (spec 2 §2, §4): mark as paid with the free payment type, or charge a card;
 * a card that asks for extra authentication opens a second step, and the repeat call with the
 * payment intent id completes it. The built-in card provider is the sandbox.
 */
export function PayDialog({ invoice, open, onOpenChange, onPaid, initialStep = 'form' }: PayDialogProps) {
  const api = useInvoiceOrdersApi();
  const [type, setType] = useState<PaymentType>('free');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [step, setStep] = useState<'form' | 'authenticate'>(initialStep);
  const [intent, setIntent] = useState<string | null>(invoice.payment?.payment_intent_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    // Payment errors stop the flow and keep the input (spec 2 §8).
    const fields = error instanceof ApiError && error.errors ? error.errors : {};
    const mapped: Record<string, string> = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(fields)) {
      const field =
        key === 'card.number'
          ? 'number'
          : key.startsWith('card.exp')
            ? 'expiry'
            : key === 'card.cvc'
              ? 'cvc'
              : null;
      if (field && messages[0]) mapped[field] ??= messages[0];
      else rest.push(...messages);
    }
    setErrors(mapped);
    setGeneral(Object.keys(fields).length > 0 ? rest : errorMessages(error));
  };

  const done = (paid: InvoiceOrderItem) => {
    setStep('form');
    onPaid(paid);
    onOpenChange(false);
  };

  const submit = async () => {
    setErrors({});
    setGeneral([]);
    let body: PayInput;
    if (type === 'free') body = { payment_type: 'free' };
    else {
      const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
      if (!match) {
        setErrors({ expiry: INVOICE_ORDERS_MESSAGES.cardExpiry });
        return;
      }
      const year = Number(match[2]);
      body = {
        payment_type: 'card',
        card: {
          number,
          exp_month: Number(match[1]),
          exp_year: year < 100 ? 2000 + year : year,
          cvc: cvc.trim(),
        },
      };
    }
    setBusy(true);
    try {
      const result = await api.pay({ params: { id: invoice.id }, body });
      if (result.status === 'requires_action') {
        setIntent(result.payment_intent_id);
        setStep('authenticate');
      } else done(result.invoice);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const authenticate = async () => {
    if (!intent) return;
    setBusy(true);
    setGeneral([]);
    try {
      const result = await api.pay({
        params: { id: invoice.id },
        body: { payment_type: 'card', payment_intent_id: intent },
      });
      if (result.status === 'succeeded') done(result.invoice);
    } catch (error) {
      setStep('form');
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
              <Button variant="primary" loading={busy} onClick={() => void authenticate()}>
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`Pay invoice #${invoice.id}`}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {type === 'free' ? 'Mark as paid' : 'Charge card'}
            </Button>
          </>
        }
      >
        <RadioGroup
          label="Payment type"
          options={paymentOptions}
          value={type}
          onValueChange={(value) => setType(value as PaymentType)}
        />
        {type === 'card' ? (
          <fieldset style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
            <legend>
              Card <Badge tone="info">sandbox</Badge>
            </legend>
            <p>
              Test cards: 4242 4242 4242 4242 succeeds, 4000 0027 6000 3184 asks for authentication, 4000 0000
              0000 0002 is declined.
            </p>
            <Field label="Card number" required error={errors.number}>
              <Input
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                inputMode="numeric"
                autoComplete="cc-number"
              />
            </Field>
            <Field label="Expiry (MM/YY)" required error={errors.expiry}>
              <Input
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
                autoComplete="cc-exp"
                placeholder="MM/YY"
              />
            </Field>
            <Field label="Security code" required error={errors.cvc}>
              <Input
                value={cvc}
                onChange={(e) => setCvc(e.target.value)}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
              />
            </Field>
          </fieldset>
        ) : null}
        <FormErrors messages={general} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
