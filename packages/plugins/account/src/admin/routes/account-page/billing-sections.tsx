import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toastError, useConfirm, useFormat, useToast, useZodForm, useFormSave } from '@storeroom/core';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  Dialog,
  EmptyState,
  Field,
  FormErrors,
  Grid,
  Inline,
  Input,
  Select,
  Stack,
  StatusPill,
  Table,
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
import { QueryContent } from '../../components/query-content';
import {
  useCardActions,
  useCards,
  useCurrentPlan,
  useInvoices,
  usePlanActions,
  usePlans,
  useRetryInvoice,
} from '../../data';

/**
 * The plan (spec 1 §3 Plan; a paused account shows Paused Plan, spec 1 §4), a move to another
 * plan, and on trial the end of the trial (spec 1 §7 finish-trial: the primary card pays now).
 */
export function PlanSection() {
  const plan = useCurrentPlan();
  const plans = usePlans();
  const actions = usePlanActions();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const [choice, setChoice] = useState<string | null>(null);

  async function change(planId: number) {
    try {
      await actions.change.mutateAsync(planId);
      setChoice(null);
      toast.success(ACCOUNT_MESSAGES.planChanged);
    } catch (error) {
      toastError(toast, error);
    }
  }

  async function finishTrial(price: number, name: string) {
    if (
      !(await confirm({
        title: 'Finish trial',
        message: `End the trial now? Your primary card pays ${format.money(price)} for the ${name} plan today.`,
        confirmLabel: 'Finish trial and pay',
      }))
    )
      return;
    try {
      const result = await actions.finishTrial.mutateAsync();
      toast.success(result.message);
    } catch (error) {
      toastError(toast, error);
    }
  }

  return (
    <Card title="Plan">
      <QueryContent query={plan} loadingLabel="Loading plan">
        {(data) => {
          const selected = choice ?? String(data.id);
          return (
            <Stack>
              <DescriptionList.Root
                items={[
                  {
                    term: 'Plan',
                    description: (
                      <Inline>
                        {data.name}
                        {data.is_paused ? <Badge tone="warning">Paused</Badge> : null}
                        {data.on_trial ? <Badge tone="info">Trial</Badge> : null}
                      </Inline>
                    ),
                  },
                  {
                    term: 'Price',
                    description: `${format.money(data.price)} every ${data.days_in_cycle} days`,
                  },
                  { term: 'Stores included', description: data.free_sites },
                  { term: 'Each additional store', description: format.money(data.additional_cost) },
                ]}
              />
              {plans.data ? (
                <Inline gap={2} align="end" wrap>
                  <Field label="Change plan">
                    <Select
                      options={plans.data.items.map((p) => ({
                        value: String(p.id),
                        label: `${p.name}: ${format.money(p.price)} every ${p.days_in_cycle} days`,
                      }))}
                      value={selected}
                      onValueChange={setChoice}
                    />
                  </Field>
                  <Button
                    disabled={selected === String(data.id)}
                    loading={actions.change.isPending}
                    onClick={() => void change(Number(selected))}
                  >
                    Change plan
                  </Button>
                </Inline>
              ) : null}
              {data.on_trial ? (
                <Inline>
                  <Button
                    variant="primary"
                    loading={actions.finishTrial.isPending}
                    onClick={() => void finishTrial(data.price, data.name)}
                  >
                    Finish trial
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          );
        }}
      </QueryContent>
    </Card>
  );
}

const EMPTY_CARD: CardInput = { name: '', number: '', exp_month: '', exp_year: '', cvc: '' };

/**
 * The add-card dialog with the card step (spec 1 §4): a `requires_action` answer triggers
 * the provider's extra authentication; provider errors show on the card field (spec 1 §8).
 */
export function AddCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const toast = useToast();
  const actions = useCardActions();
  const form = useZodForm(cardInputSchema, { defaultValues: EMPTY_CARD });
  const formSave = useFormSave(form);
  const { errors } = form.formState;
  const [pending, setPending] = useState<{ id: number; secret: string } | null>(null);

  function close(next: boolean) {
    if (!next) {
      form.reset(EMPTY_CARD);
      formSave.clear();
      setPending(null);
    }
    onOpenChange(next);
  }

  const submit = formSave.submit(async (card) => {
    const result = await actions.add.mutateAsync(card);
    if (result.status === 'requires_action') {
      setPending({ id: result.item.id, secret: result.client_secret });
      return;
    }
    toast.success(result.message);
    close(false);
  });

  async function authenticate() {
    if (!pending) return;
    try {
      const result = await actions.confirm.mutateAsync(pending);
      toast.success(result.message);
      close(false);
    } catch (error) {
      setPending(null);
      formSave.fail(error);
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
          <Stack>
            <p>
              <Badge tone="info">sandbox</Badge> Approve the authentication request to finish adding the card.
            </p>
            <Inline>
              <Button variant="primary" onClick={authenticate} loading={actions.confirm.isPending}>
                Complete authentication
              </Button>
              <Button onClick={() => close(false)}>Cancel</Button>
            </Inline>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Add a card">
            <Stack>
              <FormErrors messages={formSave.errors} />
              <Field label="Name on card" error={errors.name?.message} required>
                <Input {...form.register('name')} autoComplete="cc-name" />
              </Field>
              <Field
                label="Card number"
                error={errors.number?.message}
                required
                hint="sandbox: try 4242 4242 4242 4242"
              >
                <Input {...form.register('number')} inputMode="numeric" autoComplete="cc-number" />
              </Field>
              <Grid columns={2} gap={3}>
                <Field label="Expiry month" error={errors.exp_month?.message} required>
                  <Input {...form.register('exp_month')} inputMode="numeric" placeholder="MM" />
                </Field>
                <Field label="Expiry year" error={errors.exp_year?.message} required>
                  <Input {...form.register('exp_year')} inputMode="numeric" placeholder="YYYY" />
                </Field>
              </Grid>
              <Field label="Security code" error={errors.cvc?.message} required>
                <Input {...form.register('cvc')} inputMode="numeric" autoComplete="cc-csc" />
              </Field>
              <Inline>
                <Button type="submit" variant="primary" loading={actions.add.isPending}>
                  Save card
                </Button>
              </Inline>
            </Stack>
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
      actions={
        <>
          <Badge tone="info">sandbox</Badge>
          <Button onClick={() => setAdding(true)}>Add card</Button>
        </>
      }
    >
      <QueryContent query={cards} loadingLabel="Loading cards">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No cards yet" description="Add a card to pay your invoices." size="compact" />
          ) : (
            <Stack as="ul" gap={2} aria-label="Payment cards">
              {data.items.map((card) => (
                <Inline as="li" key={card.id} aria-label={cardLabel(card)}>
                  <span>{cardLabel(card)}</span>
                  <span>
                    expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
                  </span>
                  {card.primary ? <Badge tone="success">Primary</Badge> : null}
                  {card.status === 'requires_action' ? (
                    <Badge tone="warning">Needs authentication</Badge>
                  ) : null}
                  {!card.primary && card.status === 'active' ? (
                    <Button onClick={() => makePrimary(card)} aria-label={`Make ${cardLabel(card)} primary`}>
                      Make primary
                    </Button>
                  ) : null}
                  <Button
                    variant="danger"
                    onClick={() => remove(card)}
                    aria-label={`Delete ${cardLabel(card)}`}
                  >
                    Delete
                  </Button>
                </Inline>
              ))}
            </Stack>
          )
        }
      </QueryContent>
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
    <Table.Row>
      <Table.Cell>
        <RouterLink to={`${BILLING_INVOICE_PATH}/${invoice.id}`}>{invoice.number}</RouterLink>
      </Table.Cell>
      <Table.Cell>{format.date(invoice.date)}</Table.Cell>
      <Table.Cell>{invoice.description}</Table.Cell>
      <Table.Cell numeric>{format.money(invoice.amount, invoice.currency)}</Table.Cell>
      <Table.Cell>
        <Inline gap={1}>
          <StatusPill status={invoice.status} tones={STATUS_TONES} labels={INVOICE_STATUS_LABELS} />
          {invoice.overdue ? <Badge tone="danger">Overdue</Badge> : null}
          {invoice.due_date && !invoice.overdue ? <span>due {format.date(invoice.due_date)}</span> : null}
        </Inline>
      </Table.Cell>
      <Table.Cell align="end">
        {invoice.status === 'payment_failed' ? (
          <Button
            onClick={onRetry}
            loading={retry.isPending}
            aria-label={`Retry payment of ${invoice.number}`}
          >
            Retry payment
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** Invoices grouped by year: the current year and 5 previous years (spec 1 §9). */
export function InvoicesSection({ now }: { now?: Date }) {
  const years = invoiceYears(now);
  const [year, setYear] = useState(years[0]!);
  const invoices = useInvoices(year);
  return (
    <Card title="Invoices">
      <Stack>
        <Inline role="tablist" aria-label="Invoice year">
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
        </Inline>
        <div role="tabpanel" aria-label={`Invoices ${year}`}>
          <QueryContent query={invoices} loadingLabel="Loading invoices">
            {(data) =>
              data.items.length === 0 ? (
                <EmptyState title={`No invoices in ${year}`} size="compact" />
              ) : (
                <Table.Root>
                  <Table.Caption>Invoices of {year}</Table.Caption>
                  <Table.Columns
                    columns={[
                      'Invoice',
                      'Date',
                      'Description',
                      { label: 'Amount', align: 'end' },
                      'Status',
                      { label: 'Actions', visuallyHidden: true },
                    ]}
                  />
                  <Table.Body>
                    {data.items.map((invoice) => (
                      <InvoiceRow key={invoice.id} invoice={invoice} />
                    ))}
                  </Table.Body>
                </Table.Root>
              )
            }
          </QueryContent>
        </div>
      </Stack>
    </Card>
  );
}
