import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ResourcePage,
  errorMessages,
  replaceInLists,
  useConfirm,
  useFormat,
  useResourceForm,
  useToast,
  useRights,
} from '@storeroom/core';
import {
  Button,
  Card,
  DescriptionList,
  EmailInput,
  Field,
  FormErrors,
  Grid,
  Inline,
  MoneyInput,
  Page,
  Stack,
  Table,
} from '@storeroom/ui';
import {
  invoiceOrderInputSchema,
  INVOICE_ORDERS_MESSAGES,
  INVOICE_ORDERS_SUBJECT,
  invoiceTotals,
} from '../../../contract';
import type { InvoiceOrderItem, InvoiceOrderInput } from '../../../contract';
import { documentTax } from '@storeroom/plugin-taxes/contract';
import { invoices, useInvoiceOrdersApi } from '../../data';
import type { CustomerSummary } from '../../data/lookups';
import { PaidStatus } from '../../components/paid-status';
import { AddressSection } from './address-section';
import { CustomItemDialog } from './custom-item-dialog';
import { CustomerPicker } from './customer-picker';
import { EmailDialog } from './email-dialog';
import { PayDialog } from './pay-dialog';
import { ProductItemDialog } from './product-item-dialog';

const LIST = '/admin/orders/invoice';

/** The last path segment is the invoice id; `new` or 0 creates one (spec 2 §2). */
function useInvoiceId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `/admin/orders/invoice/{id}`: one invoice order (`new` creates). */
export function InvoiceOrderEditPage() {
  const id = useInvoiceId();
  return (
    <ResourcePage
      resource={invoices}
      id={id === 'new' ? null : id}
      noun="invoice order"
      backTo={{ href: LIST, label: 'Back to invoice orders' }}
    >
      {(invoice) => <InvoiceForm invoice={invoice} />}
    </ResourcePage>
  );
}

/**
 * The editor's form: the contract's create schema (its messages: at least one item, a valid
 * email), with the picked customer kept whole for the picker and sent by id.
 */
const invoiceFormSchema = invoiceOrderInputSchema.extend({
  customer: z.object({ id: z.number(), email: z.string(), full_name: z.string() }).nullable(),
});

function formValues(invoice: InvoiceOrderItem | undefined): z.input<typeof invoiceFormSchema> {
  return {
    items: invoice?.items ?? [],
    customer: invoice?.customer ? { id: invoice.customer.id, email: invoice.email, full_name: '' } : null,
    email: invoice?.email ?? '',
    shipping: { price: invoice?.shipping.price ?? 0 },
    tax: invoice?.tax ?? 0,
  };
}

const bodyOf = ({ customer, ...rest }: z.output<typeof invoiceFormSchema>): InvoiceOrderInput => ({
  ...rest,
  customer: customer ? { id: customer.id } : null,
});

/** The payment recorded on an invoice, in a few words. */
function paymentText(payment: NonNullable<InvoiceOrderItem['payment']>): string {
  if (payment.type === 'free') return 'Marked as paid';
  const last4 = payment.last4 ? `•••• ${payment.last4}` : '';
  return `Card ${last4}${payment.status === 'requires_action' ? ' (awaiting authentication)' : ''}`;
}

function InvoiceForm({ invoice }: { invoice: InvoiceOrderItem | undefined }) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const confirm = useConfirm();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNew = invoice === undefined;
  const paid = invoice?.paid ?? false;
  const { canCreate, canEdit, canDelete } = useRights(INVOICE_ORDERS_SUBJECT);
  // spec 2 §4: a paid invoice is settled; limited access is read-only.
  const editable = !paid && (isNew ? canCreate : canEdit);

  const {
    form,
    submit,
    saving,
    errors: general,
    guard,
  } = useResourceForm({
    resource: invoices,
    item: invoice,
    schema: invoiceFormSchema,
    values: formValues,
    toCreate: bodyOf,
    toUpdate: bodyOf,
    messages: { created: INVOICE_ORDERS_MESSAGES.created, updated: INVOICE_ORDERS_MESSAGES.updated },
    onCreated: (created, leave) =>
      leave.leave(() => void navigate(`${LIST}/${created.id}`, { replace: true })),
    readOnly: !editable,
  });
  const dirty = form.formState.isDirty;
  const { errors } = form.formState;
  const [dialog, setDialog] = useState<'item' | 'product' | 'pay' | 'email' | null>(null);

  const items = form.watch('items') ?? [];
  const customer = form.watch('customer') as CustomerSummary | null;
  const email = form.watch('email') ?? '';
  const shipping = form.watch('shipping')?.price ?? 0;
  // With the taxes area and an address, the server computes the tax (tax_rate); the same rule
  // here keeps the shown total right while lines change, before the save.
  const taxRate = invoice?.tax_rate ?? null;
  const enteredTax = form.watch('tax') ?? 0;
  const tax = taxRate
    ? documentTax(taxRate, { subtotal: invoiceTotals(items, 0, 0).subtotal, shipping })
    : enteredTax;
  const totals = invoiceTotals(items, shipping, tax);
  const change = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const setItems = (next: typeof items) => form.setValue('items', next, change);

  /** Keeps the item cache and the lists in step after a domain action (pay, address). */
  const remember = (next: InvoiceOrderItem) => {
    queryClient.setQueryData(invoices.keys.detail(next.id), next);
    replaceInLists(queryClient, invoices.contract, next);
    void queryClient.invalidateQueries({ queryKey: invoices.keys.lists() });
  };

  const remove = async () => {
    if (!invoice || !(await confirm('Are you sure you want to delete it?'))) return;
    try {
      await api.remove({ params: { id: invoice.id } });
      await queryClient.invalidateQueries({ queryKey: invoices.keys.lists() });
      toast.success(INVOICE_ORDERS_MESSAGES.deleted);
      guard.leave(() => void navigate(LIST, { replace: true }));
    } catch (error) {
      // Paid invoices are refused with the spec's message (spec 2 §8).
      toast.error(errorMessages(error).join(' '));
    }
  };

  return (
    <Page
      title={isNew ? 'New invoice order' : `Invoice #${invoice.id}`}
      back={<RouterLink to={LIST}>All invoice orders</RouterLink>}
      meta={
        invoice ? (
          <>
            <PaidStatus paid={invoice.paid} />
            {invoice.payment ? <span>{paymentText(invoice.payment)}</span> : null}
          </>
        ) : null
      }
      actions={
        invoice ? (
          <>
            <RouterLink to={`${LIST}/${invoice.id}/page`}>Invoice page</RouterLink>
            {!paid && canEdit ? (
              <Button variant="primary" disabled={dirty} onClick={() => setDialog('pay')}>
                Pay
              </Button>
            ) : null}
            {canEdit ? (
              <Button disabled={dirty} onClick={() => setDialog('email')}>
                Send invoice
              </Button>
            ) : null}
            {/* A paid invoice stays (spec 2 §8): Delete is offered only while unpaid. */}
            {!paid && canDelete ? (
              <Button variant="danger" onClick={() => void remove()}>
                Delete
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <form noValidate onSubmit={submit} aria-label="Invoice order">
        <Stack gap={4}>
          <Card
            title="Items"
            actions={
              editable ? (
                <Inline>
                  <Button onClick={() => setDialog('product')}>Add product</Button>
                  <Button onClick={() => setDialog('item')}>Create custom item</Button>
                </Inline>
              ) : null
            }
          >
            {items.length === 0 ? (
              <p>No items yet. Add a product or a custom item.</p>
            ) : (
              <Table.Root aria-label="Items">
                <Table.Columns
                  columns={[
                    'Item',
                    { label: 'Price', align: 'end' },
                    { label: 'Quantity', align: 'end' },
                    { label: 'Total', align: 'end' },
                    editable && { label: 'Actions', visuallyHidden: true },
                  ]}
                />
                <Table.Body>
                  {items.map((item, index) => (
                    <Table.Row key={index}>
                      <Table.Cell>
                        {item.title}
                        {item.variant ? <div>{item.variant}</div> : null}
                      </Table.Cell>
                      <Table.Cell numeric>{format.money(item.price)}</Table.Cell>
                      <Table.Cell numeric>{item.quantity}</Table.Cell>
                      <Table.Cell numeric>{format.money(invoiceTotals([item], 0, 0).subtotal)}</Table.Cell>
                      {editable ? (
                        <Table.Cell align="end">
                          <Button
                            variant="ghost"
                            aria-label={`Remove ${item.title}`}
                            onClick={() => setItems(items.filter((_, i) => i !== index))}
                          >
                            Remove
                          </Button>
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <FormErrors messages={errors.items?.message ? [errors.items.message] : []} />
          </Card>

          <Grid columns={{ base: 1, md: 2 }}>
            <Card title="Customer">
              <Stack>
                {editable ? (
                  <CustomerPicker
                    value={customer}
                    onChange={(next) => {
                      form.setValue('customer', next, change);
                      if (next) form.setValue('email', next.email, change);
                    }}
                  />
                ) : (
                  <p>{customer ? `Customer #${customer.id}` : 'No customer'}</p>
                )}
                <Field label="Invoice email" error={errors.email?.message ?? errors.customer?.message}>
                  <EmailInput
                    value={email}
                    onValueChange={(next) => form.setValue('email', next, change)}
                    readOnly={!editable}
                  />
                </Field>
              </Stack>
            </Card>

            <Card title="Totals">
              <Stack>
                <Field
                  label="Shipping price"
                  error={errors.shipping?.price?.message ?? errors.shipping?.message}
                >
                  <MoneyInput
                    value={shipping}
                    onValueChange={(value) => form.setValue('shipping', { price: value ?? 0 }, change)}
                    currency={format.currency}
                    readOnly={!editable}
                  />
                </Field>
                <Field
                  label="Tax"
                  error={errors.tax?.message}
                  hint={
                    taxRate
                      ? `${taxRate.tax} % for the shipping address${taxRate.shipping_exempt ? ', shipping exempt' : ''} (Settings › Taxes).`
                      : undefined
                  }
                >
                  <MoneyInput
                    value={tax}
                    onValueChange={(value) => form.setValue('tax', value ?? 0, change)}
                    currency={format.currency}
                    readOnly={!editable || taxRate !== null}
                  />
                </Field>
                <DescriptionList.Root
                  aria-label="Invoice totals"
                  align="end"
                  items={[
                    { term: 'Subtotal', description: format.money(totals.subtotal) },
                    { term: 'Total', description: format.money(totals.total), emphasis: true },
                  ]}
                />
              </Stack>
            </Card>
          </Grid>

          <FormErrors messages={general} />
          {editable ? (
            <Inline>
              <Button type="submit" variant="primary" loading={saving}>
                {isNew ? 'Create invoice order' : 'Save'}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>

      {invoice ? (
        <AddressSection
          invoice={invoice}
          editable={!paid && canEdit}
          onChanged={(address) => {
            remember({ ...invoice, address });
            // The address decides the tax (taxes area): read the invoice's new totals.
            void queryClient.invalidateQueries({ queryKey: invoices.keys.detail(invoice.id) });
          }}
        />
      ) : null}

      <CustomItemDialog
        open={dialog === 'item'}
        onOpenChange={(open) => setDialog(open ? 'item' : null)}
        onAdd={(item) => setItems([...items, item])}
        currency={format.currency}
      />
      <ProductItemDialog
        open={dialog === 'product'}
        onOpenChange={(open) => setDialog(open ? 'product' : null)}
        onAdd={(item) => setItems([...items, item])}
        currency={format.currency}
      />
      {invoice && dialog === 'pay' ? (
        <PayDialog
          invoice={invoice}
          open
          onOpenChange={(open) => setDialog(open ? 'pay' : null)}
          onPaid={(next) => {
            remember(next);
            toast.success(INVOICE_ORDERS_MESSAGES.paid);
          }}
        />
      ) : null}
      {invoice && dialog === 'email' ? (
        <EmailDialog invoice={invoice} open onOpenChange={(open) => setDialog(open ? 'email' : null)} />
      ) : null}
    </Page>
  );
}
