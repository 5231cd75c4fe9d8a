import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  errorMessages,
  fieldErrors,
  replaceInLists,
  useConfirm,
  useFormat,
  usePrincipal,
  useToast,
  useUnsavedChangesGuard,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Card, EmailInput, EmptyState, Field, FormErrors, MoneyInput, Spinner } from '@storeroom/ui';
import {
  emailSchema,
  invoiceTotals,
  INVOICE_ORDERS_MESSAGES,
  INVOICE_ORDERS_SUBJECT,
} from '../../../contract';
import type { InvoiceItem, InvoiceOrderItem } from '../../../contract';
import { invoices, useInvoiceOrdersApi } from '../../data';
import type { CustomerSummary } from '../../data/lookups';
import { PaidStatus } from '../../components/paid-status';
import { AddressSection } from './address-section';
import { CustomItemDialog } from './custom-item-dialog';
import { CustomerPicker } from './customer-picker';
import { EmailDialog } from './email-dialog';
import { PayDialog } from './pay-dialog';
import { ProductItemDialog } from './product-item-dialog';

const CELL = { textAlign: 'left', padding: '6px 8px' } as const;

/** The last path segment is the invoice id; `new` or 0 creates one (spec 2 §2). */
function useInvoiceId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `/admin/orders/invoice/{id}`: one invoice order (`new` creates). */
export function InvoiceOrderEditPage() {
  const id = useInvoiceId();
  const isNew = id === 'new' || id === '0';
  const query = invoices.useItem(isNew ? null : id);
  if (!isNew && query.isPending) {
    return (
      <div role="status" aria-label="Loading invoice order">
        <Spinner />
      </div>
    );
  }
  if (!isNew && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        title={missing ? 'Invoice order not found' : 'Could not load the invoice order'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to="/admin/orders/invoice">Back to invoice orders</RouterLink>}
      />
    );
  }
  return <InvoiceForm key={id} invoice={isNew ? undefined : query.data} />;
}

interface Draft {
  items: InvoiceItem[];
  customer: CustomerSummary | null;
  email: string;
  shipping: number;
  tax: number;
}

function draftOf(invoice: InvoiceOrderItem | undefined): Draft {
  return {
    items: invoice?.items ?? [],
    customer: invoice?.customer ? { id: invoice.customer.id, email: invoice.email, full_name: '' } : null,
    email: invoice?.email ?? '',
    shipping: invoice?.shipping.price ?? 0,
    tax: invoice?.tax ?? 0,
  };
}

const bodyOf = (d: Draft) => ({
  items: d.items,
  customer: d.customer ? { id: d.customer.id } : null,
  email: d.email,
  shipping: { price: d.shipping },
  tax: d.tax,
});

function InvoiceForm({ invoice: loaded }: { invoice: InvoiceOrderItem | undefined }) {
  const api = useInvoiceOrdersApi();
  const toast = useToast();
  const confirm = useConfirm();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const principal = usePrincipal();
  const create = invoices.useCreate();
  const update = invoices.useUpdate();
  const [invoice, setInvoice] = useState(loaded);
  const isNew = invoice === undefined;
  const paid = invoice?.paid ?? false;
  const may = (action: 'create' | 'update' | 'delete') =>
    principal !== null && can(principal, INVOICE_ORDERS_SUBJECT, action);
  // spec 2 §4: a paid invoice is settled; limited access is read-only.
  const editable = !paid && may(isNew ? 'create' : 'update');

  const initial = useRef(JSON.stringify(bodyOf(draftOf(loaded))));
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<'item' | 'product' | 'pay' | 'email' | null>(null);
  useEffect(() => setDirty(JSON.stringify(bodyOf(draft)) !== initial.current), [draft]);
  useUnsavedChangesGuard(dirty);
  // Navigate only once the cleared dirty flag has rendered, or the leave guard would ask.
  const [redirect, setRedirect] = useState<string | null>(null);
  useEffect(() => {
    if (redirect !== null && !dirty) void navigate(redirect, { replace: true });
  }, [redirect, dirty, navigate]);

  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const totals = invoiceTotals(draft.items, draft.shipping, draft.tax);

  /** Keeps the item cache and the lists in step after a domain action (pay, address). */
  const remember = (next: InvoiceOrderItem) => {
    setInvoice(next);
    queryClient.setQueryData(invoices.keys.detail(next.id), next);
    replaceInLists(queryClient, invoices.contract, next);
    void queryClient.invalidateQueries({ queryKey: invoices.keys.lists() });
  };

  const show = (fields: Record<string, string[]>) => {
    const out: Record<string, string> = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(fields)) {
      if (!messages[0]) continue;
      if (/^(items|email|customer|tax|shipping)/.test(key)) out[key.replace('.price', '')] ??= messages[0];
      else rest.push(...messages);
    }
    setErrors(out);
    setGeneral(rest);
  };

  const save = async () => {
    const email = emailSchema.safeParse(draft.email);
    if (!email.success) return show({ email: [INVOICE_ORDERS_MESSAGES.emailInvalid] });
    if (draft.items.length === 0) return show({ items: [INVOICE_ORDERS_MESSAGES.itemsRequired] });
    show({});
    const body = bodyOf({ ...draft, email: email.data });
    try {
      if (isNew) {
        const created = await create.mutateAsync(body);
        initial.current = JSON.stringify(body);
        setDirty(false);
        toast.success(INVOICE_ORDERS_MESSAGES.created);
        setRedirect(`/admin/orders/invoice/${created.id}`);
      } else {
        const saved = await update.mutateAsync({ id: invoice.id, body });
        setInvoice(saved);
        initial.current = JSON.stringify(body);
        setDirty(false);
        toast.success(INVOICE_ORDERS_MESSAGES.updated);
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) show(fields);
      else setGeneral(errorMessages(error));
    }
  };

  const remove = async () => {
    if (!invoice || !(await confirm('Are you sure you want to delete it?'))) return;
    try {
      await api.remove({ params: { id: invoice.id } });
      setDirty(false);
      initial.current = JSON.stringify(bodyOf(draft));
      await queryClient.invalidateQueries({ queryKey: invoices.keys.lists() });
      toast.success(INVOICE_ORDERS_MESSAGES.deleted);
      setRedirect('/admin/orders/invoice');
    } catch (error) {
      // Paid invoices are refused with the spec's message (spec 2 §8).
      toast.error(errorMessages(error).join(' '));
    }
  };

  return (
    <div
      aria-label={isNew ? 'New invoice order' : `Invoice order #${invoice.id}`}
      role="region"
      style={{ display: 'grid', gap: 16 }}
    >
      <p style={{ margin: 0 }}>
        <RouterLink to="/admin/orders/invoice">All invoice orders</RouterLink>
      </p>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{isNew ? 'New invoice order' : `Invoice #${invoice.id}`}</h1>
        {invoice ? <PaidStatus paid={invoice.paid} /> : null}
        {invoice?.payment ? (
          <span>
            {invoice.payment.type === 'free'
              ? 'Marked as paid'
              : `Card ${invoice.payment.last4 ? `•••• ${invoice.payment.last4}` : ''}${invoice.payment.status === 'requires_action' ? ' (awaiting authentication)' : ''}`}
          </span>
        ) : null}
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
          {invoice ? (
            <RouterLink to={`/admin/orders/invoice/${invoice.id}/page`}>Invoice page</RouterLink>
          ) : null}
          {invoice && !paid && may('update') ? (
            <Button variant="primary" disabled={dirty} onClick={() => setDialog('pay')}>
              Pay
            </Button>
          ) : null}
          {invoice && may('update') ? (
            <Button disabled={dirty} onClick={() => setDialog('email')}>
              Send invoice
            </Button>
          ) : null}
          {invoice && may('delete') ? (
            <Button variant="danger" onClick={() => void remove()}>
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      <Card
        title="Items"
        actions={
          editable ? (
            <div style={{ display: 'flex', gap: 8 }}>
              <Button onClick={() => setDialog('product')}>Add product</Button>
              <Button onClick={() => setDialog('item')}>Create custom item</Button>
            </div>
          ) : null
        }
      >
        {draft.items.length === 0 ? (
          <p>No items yet. Add a product or a custom item.</p>
        ) : (
          <table aria-label="Items" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={CELL}>
                  Item
                </th>
                <th scope="col" style={CELL}>
                  Price
                </th>
                <th scope="col" style={CELL}>
                  Quantity
                </th>
                <th scope="col" style={CELL}>
                  Total
                </th>
                {editable ? (
                  <th scope="col">
                    <span className="sr-visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {draft.items.map((item, index) => (
                <tr key={index}>
                  <td style={CELL}>
                    {item.title}
                    {item.variant ? <div>{item.variant}</div> : null}
                  </td>
                  <td style={CELL}>{format.money(item.price)}</td>
                  <td style={CELL}>{item.quantity}</td>
                  <td style={CELL}>{format.money(Math.round(item.price * 100 * item.quantity) / 100)}</td>
                  {editable ? (
                    <td>
                      <Button
                        variant="ghost"
                        aria-label={`Remove ${item.title}`}
                        onClick={() => change({ items: draft.items.filter((_, i) => i !== index) })}
                      >
                        Remove
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {errors.items ? (
          <p role="alert" className="sr-field__error">
            {errors.items}
          </p>
        ) : null}
      </Card>

      <Card title="Customer">
        {editable ? (
          <CustomerPicker
            value={draft.customer}
            onChange={(customer) => change({ customer, email: customer ? customer.email : draft.email })}
          />
        ) : (
          <p>{draft.customer ? `Customer #${draft.customer.id}` : 'No customer'}</p>
        )}
        <Field label="Invoice email" error={errors.email ?? errors.customer}>
          <EmailInput value={draft.email} onValueChange={(email) => change({ email })} readOnly={!editable} />
        </Field>
      </Card>

      <Card title="Totals">
        <Field label="Shipping price" error={errors.shipping}>
          <MoneyInput
            value={draft.shipping}
            onValueChange={(value) => change({ shipping: value ?? 0 })}
            currency={format.currency}
            readOnly={!editable}
          />
        </Field>
        <Field label="Tax" error={errors.tax}>
          <MoneyInput
            value={draft.tax}
            onValueChange={(value) => change({ tax: value ?? 0 })}
            currency={format.currency}
            readOnly={!editable}
          />
        </Field>
        <dl
          aria-label="Invoice totals"
          style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '4px 24px' }}
        >
          <dt>Subtotal</dt>
          <dd style={{ margin: 0 }}>{format.money(totals.subtotal)}</dd>
          <dt>
            <strong>Total</strong>
          </dt>
          <dd style={{ margin: 0 }}>
            <strong>{format.money(totals.total)}</strong>
          </dd>
        </dl>
      </Card>

      <FormErrors messages={general} />
      {editable ? (
        <Button variant="primary" loading={create.isPending || update.isPending} onClick={() => void save()}>
          {isNew ? 'Create invoice order' : 'Save'}
        </Button>
      ) : null}

      {invoice ? (
        <AddressSection
          invoice={invoice}
          editable={!paid && may('update')}
          onChanged={(address) => remember({ ...invoice, address })}
        />
      ) : null}

      <CustomItemDialog
        open={dialog === 'item'}
        onOpenChange={(open) => setDialog(open ? 'item' : null)}
        onAdd={(item) => change({ items: [...draft.items, item] })}
        currency={format.currency}
      />
      <ProductItemDialog
        open={dialog === 'product'}
        onOpenChange={(open) => setDialog(open ? 'product' : null)}
        onAdd={(item) => change({ items: [...draft.items, item] })}
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
    </div>
  );
}
