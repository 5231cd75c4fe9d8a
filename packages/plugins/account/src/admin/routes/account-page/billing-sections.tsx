import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessages, fieldErrors, toastError, useConfirm, useFormat, useToast } from '@storeroom/core';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Field,
  FormErrors,
  Input,
  Spinner,
  StatusPill,
} from '@storeroom/ui';
import type { BadgeTone } from '@storeroom/ui';
import {
  ACCOUNT_MESSAGES,
  BILLING_INVOICE_PATH,
  cardInputSchema,
  INVOICE_STATUS_LABELS,
  invoiceYears,
} from '../../../contract';
import type { CardInput, Invoice, PaymentMethod } from '../../../contract';
import { useCardActions, useCards, useCurrentPlan, useInvoices, useRetryInvoice } from '../../data';
import { styles } from '../../styles';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}

function LoadError({ error }: { error: unknown }) {
  return (
    <EmptyState
      tone="error"
      title={ACCOUNT_MESSAGES.loadFailed}
      description={errorMessages(error)[0] ?? ACCOUNT_MESSAGES.generic}
    />
  );
}

/** The plan (spec 1 §3 Plan; a paused account shows Paused Plan, spec 1 §4). */
export function PlanSection() {
  const plan = useCurrentPlan();
  const format = useFormat();
  return (
    <Card title="Plan" aria-label="Plan">
      {plan.isPending ? (
        <Loading label="Loading plan" />
      ) : plan.isError ? (
        <LoadError error={plan.error} />
      ) : (
        <dl style={styles.details}>
          <dt style={styles.term}>Plan</dt>
          <dd style={styles.value}>
            {plan.data.name} {plan.data.is_paused ? <Badge tone="warning">Paused</Badge> : null}
            {plan.data.on_trial ? <Badge tone="info">Trial</Badge> : null}
          </dd>
          <dt style={styles.term}>Price</dt>
          <dd style={styles.value}>
            {format.money(plan.data.price / 100)} every {plan.data.days_in_cycle} days
          </dd>
          <dt style={styles.term}>Stores included</dt>
          <dd style={styles.value}>{plan.data.free_sites}</dd>
          <dt style={styles.term}>Each additional store</dt>
          <dd style={styles.value}>{format.money(plan.data.additional_cost / 100)}</dd>
        </dl>
      )}
    </Card>
  );
}

const EMPTY_CARD = { name: '', number: '', exp_month: '', exp_year: '', cvc: '' };
type CardForm = typeof EMPTY_CARD;

/**
 * The add-card dialog with the card step (spec 1 §4): a `requires_action` answer triggers
 * the provider's extra authentication; provider errors show on the card field (spec 1 §8).
 */
export function AddCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const toast = useToast();
  const actions = useCardActions();
  const [values, setValues] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState<{ id: number; secret: string } | null>(null);

  const set = (key: keyof CardForm) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function close(next: boolean) {
    if (!next) {
      setValues(EMPTY_CARD);
      setErrors({});
      setGeneral([]);
      setPending(null);
    }
    onOpenChange(next);
  }

  function showError(error: unknown) {
    const fields = fieldErrors(error);
    if (Object.keys(fields).length === 0) {
      setGeneral(errorMessages(error));
      return;
    }
    setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m[0] ?? ''])));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral([]);
    const parsed = cardInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const result = await actions.add.mutateAsync(values as unknown as CardInput);
      if (result.status === 'requires_action') {
        setPending({ id: result.item.id, secret: result.client_secret });
        return;
      }
      toast.success(result.message);
      close(false);
    } catch (error) {
      showError(error);
    }
  }

  async function authenticate() {
    if (!pending) return;
    try {
      const result = await actions.confirm.mutateAsync(pending);
      toast.success(result.message);
      close(false);
    } catch (error) {
      setPending(null);
      showError(error);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title={pending ? 'Confirm your card' : 'Add a card'}
        description={
          pending
            ? 'Your bank asks for extra authentication of this card (sandbox).'
            : 'Card payments run through the sandbox card provider: no real card is charged.'
        }
      >
        {pending ? (
          <div>
            <p>
              <Badge tone="info">sandbox</Badge> Approve the authentication request to finish adding the card.
            </p>
            <Button variant="primary" onClick={authenticate} loading={actions.confirm.isPending}>
              Complete authentication
            </Button>{' '}
            <Button onClick={() => close(false)}>Cancel</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Add a card" style={styles.form}>
            <FormErrors messages={general} />
            <Field label="Name on card" error={errors.name} required>
              <Input value={values.name} onChange={set('name')} autoComplete="cc-name" />
            </Field>
            <Field label="Card number" error={errors.number} required hint="sandbox: try 4242 4242 4242 4242">
              <Input
                value={values.number}
                onChange={set('number')}
                inputMode="numeric"
                autoComplete="cc-number"
              />
            </Field>
            <Field label="Expiry month" error={errors.exp_month} required>
              <Input
                value={values.exp_month}
                onChange={set('exp_month')}
                inputMode="numeric"
                placeholder="MM"
              />
            </Field>
            <Field label="Expiry year" error={errors.exp_year} required>
              <Input
                value={values.exp_year}
                onChange={set('exp_year')}
                inputMode="numeric"
                placeholder="YYYY"
              />
            </Field>
            <Field label="Security code" error={errors.cvc} required>
              <Input value={values.cvc} onChange={set('cvc')} inputMode="numeric" autoComplete="cc-csc" />
            </Field>
            <div style={styles.row}>
              <Button type="submit" variant="primary" loading={actions.add.isPending}>
                Save card
              </Button>
            </div>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function cardLabel(card: PaymentMethod): string {
  return `${card.brand} •••• ${card.last4}`;
}

/** Payment cards: exactly one primary (spec 1 §4); a primary card cannot be deleted (spec 1 §5). */
export function CardsSection() {
  const cards = useCards();
  const actions = useCardActions();
  const toast = useToast();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  async function makePrimary(card: PaymentMethod) {
    try {
      const result = await actions.makePrimary.mutateAsync(card.id);
      toast.success(result.message);
    } catch (error) {
      toastError(toast, error);
    }
  }

  async function remove(card: PaymentMethod) {
    if (card.primary) {
      toast.error(ACCOUNT_MESSAGES.primaryCardDelete);
      return;
    }
    if (
      !(await confirm({
        title: 'Delete card',
        message: `Delete the card ${cardLabel(card)}?`,
        confirmLabel: 'Delete',
      }))
    )
      return;
    try {
      const result = await actions.remove.mutateAsync(card.id);
      toast.success(result.message);
    } catch (error) {
      toastError(toast, error);
    }
  }

  return (
    <Card
      title="Payment cards"
      aria-label="Payment cards"
      actions={
        <>
          <Badge tone="info">sandbox</Badge>
          <Button onClick={() => setAdding(true)}>Add card</Button>
        </>
      }
    >
      {cards.isPending ? (
        <Loading label="Loading cards" />
      ) : cards.isError ? (
        <LoadError error={cards.error} />
      ) : cards.data.items.length === 0 ? (
        <EmptyState title="No cards yet" description="Add a card to pay your invoices." />
      ) : (
        <ul aria-label="Payment cards" style={styles.list}>
          {cards.data.items.map((card) => (
            <li key={card.id} aria-label={cardLabel(card)} style={styles.row}>
              <span>{cardLabel(card)}</span>{' '}
              <span>
                expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
              </span>{' '}
              {card.primary ? <Badge tone="success">Primary</Badge> : null}
              {card.status === 'requires_action' ? (
                <Badge tone="warning">Needs authentication</Badge>
              ) : null}{' '}
              {!card.primary && card.status === 'active' ? (
                <Button onClick={() => makePrimary(card)} aria-label={`Make ${cardLabel(card)} primary`}>
                  Make primary
                </Button>
              ) : null}{' '}
              <Button variant="danger" onClick={() => remove(card)} aria-label={`Delete ${cardLabel(card)}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddCardDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  not_paid: 'warning',
  paid: 'success',
  paid_refunded: 'info',
  payment_failed: 'danger',
  refund: 'neutral',
};

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const format = useFormat();
  const toast = useToast();
  const retry = useRetryInvoice();

  async function onRetry() {
    try {
      const result = await retry.mutateAsync(invoice.id);
      toast.success(result.message);
    } catch (error) {
      toastError(toast, error);
    }
  }

  return (
    <tr>
      <td style={styles.cell}>
        <RouterLink to={`${BILLING_INVOICE_PATH}/${invoice.id}`}>{invoice.number}</RouterLink>
      </td>
      <td style={styles.cell}>{format.date(invoice.date)}</td>
      <td style={styles.cell}>{invoice.description}</td>
      <td style={styles.cell}>{format.money(invoice.amount / 100, invoice.currency)}</td>
      <td style={styles.cell}>
        <StatusPill status={invoice.status} tones={STATUS_TONES} labels={INVOICE_STATUS_LABELS} />
        {invoice.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        {invoice.due_date && !invoice.overdue ? <span> due {format.date(invoice.due_date)}</span> : null}
      </td>
      <td style={styles.cell}>
        {invoice.status === 'payment_failed' ? (
          <Button
            onClick={onRetry}
            loading={retry.isPending}
            aria-label={`Retry payment of ${invoice.number}`}
          >
            Retry payment
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Invoices grouped by year: the current year and 5 previous years (spec 1 §9). */
export function InvoicesSection({ now }: { now?: Date }) {
  const years = invoiceYears(now);
  const [year, setYear] = useState(years[0]!);
  const invoices = useInvoices(year);
  return (
    <Card title="Invoices" aria-label="Invoices">
      <div role="tablist" aria-label="Invoice year" style={styles.row}>
        {years.map((y) => (
          <button
            key={y}
            type="button"
            role="tab"
            className="sr-button"
            data-variant={y === year ? 'primary' : 'default'}
            aria-selected={y === year}
            onClick={() => setYear(y)}
          >
            {y}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={`Invoices ${year}`}>
        {invoices.isPending ? (
          <Loading label="Loading invoices" />
        ) : invoices.isError ? (
          <LoadError error={invoices.error} />
        ) : invoices.data.items.length === 0 ? (
          <EmptyState title={`No invoices in ${year}`} />
        ) : (
          <table style={styles.table}>
            <caption>Invoices of {year}</caption>
            <thead>
              <tr>
                <th scope="col" style={styles.cell}>
                  Invoice
                </th>
                <th scope="col" style={styles.cell}>
                  Date
                </th>
                <th scope="col" style={styles.cell}>
                  Description
                </th>
                <th scope="col" style={styles.cell}>
                  Amount
                </th>
                <th scope="col" style={styles.cell}>
                  Status
                </th>
                <th scope="col" style={styles.cell}>
                  <span style={styles.hidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.items.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}
