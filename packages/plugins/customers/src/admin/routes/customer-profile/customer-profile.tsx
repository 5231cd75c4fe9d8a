import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  Slot,
  can,
  errorMessages,
  fieldErrors,
  useConfirm,
  useFormat,
  usePrincipal,
  useToast,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  EmptyState,
  Field,
  FormErrors,
  PhoneInput,
  Spinner,
  TagInput,
  Textarea,
} from '@storeroom/ui';
import { CUSTOMER_PROFILE_SECTIONS, CUSTOMERS_MESSAGES, CUSTOMERS_SUBJECT } from '../../../contract';
import type { CustomerAddress, CustomerInput, CustomerItem } from '../../../contract';
import { customers } from '../../data';
import { phoneBoxHolds } from '../../phone-box';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

/** The last path segment is the customer id (spec 1 §2). */
function useCustomerId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

function Statistics({ customer }: { customer: CustomerItem }) {
  const format = useFormat();
  return (
    <Card title="Order statistics" aria-label="Order statistics">
      <dl>
        <dt>Orders</dt>
        <dd>{customer.order_count}</dd>
        <dt>Lifetime spent</dt>
        {/* Cents on the wire; the formatter takes major units. */}
        <dd>{format.money(customer.lifetime_spent / 100)}</dd>
        <dt>Last purchase</dt>
        <dd>{customer.last_purchase ? format.date(customer.last_purchase) : 'Never'}</dd>
      </dl>
    </Card>
  );
}

/** The customer's own phone (spec 1 §3 Customer): checked for its country, stored as `+dial.number`. */
function ContactCard({
  customer,
  canEdit,
  saving,
  error,
  onSave,
}: {
  customer: CustomerItem;
  canEdit: boolean;
  saving: boolean;
  error?: string;
  onSave(phone: string): void;
}) {
  const [phone, setPhone] = useState(customer.phone);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = () => {
    if (!phoneBoxHolds(input.current, phone)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSave(phone);
  };
  return (
    <Card title="Contact" aria-label="Contact">
      {canEdit ? (
        <>
          <Field label="Phone" error={invalid ? CUSTOMERS_MESSAGES.phoneInvalid : error}>
            <PhoneInput
              ref={input}
              value={phone}
              invalidMessage={CUSTOMERS_MESSAGES.phoneInvalid}
              onValueChange={(next) => {
                setPhone(next);
                setInvalid(false);
              }}
            />
          </Field>
          <Button loading={saving} onClick={save}>
            Save phone
          </Button>
        </>
      ) : (
        <dl>
          <dt>Phone</dt>
          <dd>{customer.phone || 'No phone'}</dd>
        </dl>
      )}
    </Card>
  );
}

function formatAddress(a: CustomerAddress): string {
  return [a.company, [a.street, a.suite].filter(Boolean).join(', '), a.city, a.state, a.zip, a.country]
    .filter(Boolean)
    .join(', ');
}

/** `/admin/customers/:id`: notes, tags, addresses and order statistics of one customer. */
export function CustomerProfilePage() {
  const id = useCustomerId();
  const query = customers.useItem(id);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading customer">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        title={notFound ? 'Customer not found' : 'Could not load the customer'}
        description={errorMessages(query.error).join(' ')}
      />
    );
  }
  // Keyed by id: the editable copies start from the loaded customer.
  return <CustomerProfile key={query.data.id} customer={query.data} />;
}

function CustomerProfile({ customer }: { customer: CustomerItem }) {
  const update = customers.useUpdate();
  const toast = useToast();
  const confirm = useConfirm();
  const principal = usePrincipal();
  const canEdit = principal !== null && can(principal, CUSTOMERS_SUBJECT, 'update');
  const [notes, setNotes] = useState(customer.notes);
  const [tags, setTags] = useState<string[]>(customer.tags);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const save = async (body: Partial<CustomerInput>): Promise<boolean> => {
    setErrors({});
    try {
      await update.mutateAsync({ id: customer.id, body });
      toast.success(CUSTOMERS_MESSAGES.updated);
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else for (const message of errorMessages(error)) toast.error(message);
      return false;
    }
  };

  const saveAddress = async (address: CustomerAddress) => {
    const list = [...customer.addresses];
    if (editing === 'new') list.push(address);
    else if (typeof editing === 'number') list[editing] = address;
    if (await save({ addresses: list })) setEditing(null);
  };

  const removeAddress = async (index: number) => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    await save({ addresses: customer.addresses.filter((_, i) => i !== index) });
  };

  const editingIndex = editing === 'new' ? customer.addresses.length : editing;
  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`addresses.${editingIndex}.`))
      .map(([key, messages]) => [key.split('.').pop()!, messages[0]!]),
  );
  const otherErrors = Object.entries(errors)
    .filter(([key]) => !key.startsWith('addresses.') && key !== 'phone')
    .flatMap(([, messages]) => messages);

  return (
    <article aria-labelledby="customer-title">
      <RouterLink to="/admin/customers">Back to customers</RouterLink>
      <h1 id="customer-title">{customer.full_name || customer.email}</h1>
      <p>{customer.email}</p>
      <Statistics customer={customer} />
      <ContactCard
        customer={customer}
        canEdit={canEdit}
        saving={update.isPending}
        error={errors.phone?.[0]}
        onSave={(phone) => void save({ phone })}
      />
      <Card title="Notes and tags" aria-label="Notes and tags">
        <Field label="Notes">
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} readOnly={!canEdit} rows={4} />
        </Field>
        <Field label="Tags">
          <TagInput value={tags} onValueChange={setTags} disabled={!canEdit} />
        </Field>
        <FormErrors messages={otherErrors} />
        {canEdit ? (
          <Button variant="primary" loading={update.isPending} onClick={() => void save({ notes, tags })}>
            Save
          </Button>
        ) : null}
      </Card>
      <Card
        title="Addresses"
        aria-label="Addresses"
        actions={
          canEdit && editing === null ? (
            <Button onClick={() => setEditing('new')}>Add address</Button>
          ) : undefined
        }
      >
        {customer.addresses.length === 0 && editing !== 'new' ? <p>No addresses yet.</p> : null}
        <ul aria-label="Saved addresses">
          {customer.addresses.map((address, index) => (
            <li key={index}>
              {editing === index ? (
                <AddressForm
                  initial={address}
                  errors={addressErrors}
                  saving={update.isPending}
                  onSave={(a) => void saveAddress(a)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <strong>{address.full_name || 'Address'}</strong>
                  <div>{formatAddress(address)}</div>
                  {address.phone ? <div>{address.phone}</div> : null}
                  {canEdit && editing === null ? (
                    <>
                      <Button
                        variant="ghost"
                        aria-label={`Edit address ${index + 1}`}
                        onClick={() => setEditing(index)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Remove address ${index + 1}`}
                        onClick={() => void removeAddress(index)}
                      >
                        Remove
                      </Button>
                    </>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
        {editing === 'new' ? (
          <AddressForm
            initial={EMPTY_ADDRESS}
            errors={addressErrors}
            saving={update.isPending}
            onSave={(a) => void saveAddress(a)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Card>
      {/* The customer's orders (spec 1 §9: fetched 200 at a time) come from the orders plugin
          through this slot: plugins never import each other. */}
      <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId: customer.id }} />
    </article>
  );
}
