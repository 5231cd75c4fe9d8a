import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  ResourcePage,
  Slot,
  applyServerErrors,
  errorMessages,
  useConfirm,
  useFormat,
  useToast,
  useZodForm,
  useRights,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  DescriptionList,
  Field,
  FormErrors,
  Grid,
  Inline,
  Input,
  Page,
  PhoneInput,
  Stack,
  TagInput,
  Textarea,
} from '@storeroom/ui';
import {
  CUSTOMER_PROFILE_SECTIONS,
  CUSTOMERS_MESSAGES,
  CUSTOMERS_SUBJECT,
  customerInputSchema,
} from '../../../contract';
import type { CustomerAddress, CustomerInput, CustomerItem } from '../../../contract';
import { customers } from '../../data';
import { phoneBoxHolds } from '../../phone-box';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

/** The last path segment is the customer id (spec 1 §2). */
function useCustomerId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** Name and email are edited together (the contract's rules and messages). */
const detailsSchema = customerInputSchema.pick({ full_name: true, email: true });

/** Notes and tags are edited together (the contract's rules and messages). */
const notesSchema = customerInputSchema.pick({ notes: true, tags: true });

/** A failed save's field errors under `prefix` (`addresses.2.`), named as that part's form names them. */
function scopedError(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, messages]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      messages,
    ]),
  );
  return new ApiError(error.status, error.message, errors, error.body);
}

function Statistics({ customer }: { customer: CustomerItem }) {
  const format = useFormat();
  return (
    <Card title="Order statistics">
      <DescriptionList.Root
        items={[
          { term: 'Orders', description: customer.order_count },
          // Cents on the wire; the formatter takes major units.
          { term: 'Lifetime spent', description: format.money(customer.lifetime_spent) },
          {
            term: 'Last purchase',
            description: customer.last_purchase ? format.date(customer.last_purchase) : 'Never',
          },
        ]}
      />
    </Card>
  );
}

/** The customer's own phone (spec 1 §3 Customer): checked for its country, stored as `+dial.number`. */
function ContactCard({
  customer,
  canEdit,
  saving,
  onSave,
}: {
  customer: CustomerItem;
  canEdit: boolean;
  saving: boolean;
  /** Resolves to the failure, or nothing. */
  onSave(phone: string): Promise<unknown>;
}) {
  const [phone, setPhone] = useState(customer.phone);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const save = async () => {
    if (!phoneBoxHolds(input.current, phone)) {
      setError(CUSTOMERS_MESSAGES.phoneInvalid);
      return;
    }
    setError(undefined);
    const failure = await onSave(phone);
    if (failure) setError(errorMessages(failure).join(' '));
  };
  return (
    <Card title="Contact">
      {canEdit ? (
        <Stack align="start">
          <Field label="Phone" error={error}>
            <PhoneInput
              ref={input}
              value={phone}
              invalidMessage={CUSTOMERS_MESSAGES.phoneInvalid}
              onValueChange={(next) => {
                setPhone(next);
                setError(undefined);
              }}
            />
          </Field>
          <Button loading={saving} onClick={() => void save()}>
            Save phone
          </Button>
        </Stack>
      ) : (
        <DescriptionList.Root items={[{ term: 'Phone', description: customer.phone || 'No phone' }]} />
      )}
    </Card>
  );
}

/** A card of the profile that saves part of the customer. */
interface EditCardProps {
  customer: CustomerItem;
  canEdit: boolean;
  /** Saves the card's fields; resolves to the failure, or nothing. */
  onSave(body: Partial<CustomerInput>): Promise<unknown>;
}

/** The customer's name and email, saved together; the server's refusals land on their fields. */
function DetailsCard({ customer, canEdit, onSave }: EditCardProps) {
  const form = useZodForm(detailsSchema, {
    defaultValues: { full_name: customer.full_name, email: customer.email },
  });
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (body) => {
    setGeneral([]);
    const failure = await onSave(body);
    // A refusal keeps what was typed, with the server's messages on the fields.
    if (failure) setGeneral(applyServerErrors(form, failure));
    else form.reset(body);
  });
  const { errors, isSubmitting } = form.formState;
  if (!canEdit)
    return (
      <Card title="Customer details">
        <DescriptionList.Root
          items={[
            { term: 'Name', description: customer.full_name || 'No name' },
            { term: 'Email', description: customer.email },
          ]}
        />
      </Card>
    );
  return (
    <Card title="Customer details">
      <form onSubmit={submit} noValidate aria-label="Customer details">
        <Stack>
          <Grid columns={{ base: 1, md: 2 }}>
            <Field label="Full name" error={errors.full_name?.message}>
              <Input {...form.register('full_name')} autoComplete="off" />
            </Field>
            <Field label="Email" error={errors.email?.message}>
              <Input {...form.register('email')} type="email" autoComplete="off" />
            </Field>
          </Grid>
          <FormErrors messages={general} />
          <Inline>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Save details
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}

/** Notes and tags of the customer, saved together. */
function NotesCard({ customer, canEdit, onSave }: EditCardProps) {
  const form = useZodForm(notesSchema, { defaultValues: { notes: customer.notes, tags: customer.tags } });
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (body) => {
    setGeneral([]);
    const failure = await onSave(body);
    if (failure) setGeneral(applyServerErrors(form, failure));
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Card title="Notes and tags">
      <form onSubmit={submit} noValidate aria-label="Notes and tags">
        <Stack>
          <Field label="Notes" error={errors.notes?.message}>
            <Textarea {...form.register('notes')} readOnly={!canEdit} rows={4} />
          </Field>
          <Field label="Tags" error={errors.tags?.message ?? errors.tags?.[0]?.message}>
            <TagInput
              value={form.watch('tags') ?? []}
              onValueChange={(tags) => form.setValue('tags', tags, { shouldDirty: true })}
              disabled={!canEdit}
            />
          </Field>
          <FormErrors messages={general} />
          {canEdit ? (
            <Inline>
              <Button type="submit" variant="primary" loading={isSubmitting}>
                Save
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
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
  return (
    <ResourcePage
      resource={customers}
      id={useCustomerId()}
      noun="customer"
      backTo={{ href: '/admin/customers', label: 'Back to customers' }}
    >
      {(customer) => (customer ? <CustomerProfile customer={customer} /> : null)}
    </ResourcePage>
  );
}

function CustomerProfile({ customer }: { customer: CustomerItem }) {
  const update = customers.useUpdate();
  const removal = customers.useRemove();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { canEdit, canDelete } = useRights(CUSTOMERS_SUBJECT);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  /** Saves a part of the customer; resolves to the failure (shown by the part that saved), or nothing. */
  const save = async (body: Partial<CustomerInput>): Promise<unknown> => {
    try {
      await update.mutateAsync({ id: customer.id, body });
      toast.success(CUSTOMERS_MESSAGES.updated);
      return undefined;
    } catch (error) {
      return error;
    }
  };

  const saveAddress = async (address: CustomerAddress): Promise<unknown> => {
    const list = [...customer.addresses];
    const index = editing === 'new' ? list.length : (editing ?? list.length);
    list[index] = address;
    const failure = await save({ addresses: list });
    if (!failure) setEditing(null);
    return failure && scopedError(failure, `addresses.${index}.`);
  };

  const removeAddress = async (index: number) => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    const failure = await save({ addresses: customer.addresses.filter((_, i) => i !== index) });
    if (failure) for (const message of errorMessages(failure)) toast.error(message);
  };

  /** Deletes the customer after the question and returns to the list; a refusal says why. */
  const remove = async () => {
    if (!(await confirm('Are you sure you want to delete it?'))) return;
    try {
      await removal.mutateAsync(customer.id);
      toast.success(CUSTOMERS_MESSAGES.deleted);
      void navigate('/admin/customers', { replace: true });
    } catch (error) {
      // A customer named on orders or invoices stays (the server's message names them).
      for (const message of errorMessages(error)) toast.error(message);
    }
  };

  return (
    <Page
      title={customer.full_name || customer.email}
      description={customer.email}
      back={<RouterLink to="/admin/customers">Back to customers</RouterLink>}
      actions={
        canDelete ? (
          <Button variant="danger" loading={removal.isPending} onClick={() => void remove()}>
            Delete customer
          </Button>
        ) : undefined
      }
    >
      <DetailsCard customer={customer} canEdit={canEdit} onSave={save} />
      <Grid columns={{ base: 1, md: 2 }}>
        <Statistics customer={customer} />
        <ContactCard
          customer={customer}
          canEdit={canEdit}
          saving={update.isPending}
          onSave={(phone) => save({ phone })}
        />
      </Grid>
      <NotesCard customer={customer} canEdit={canEdit} onSave={save} />
      <Card
        title="Addresses"
        actions={
          canEdit && editing === null ? (
            <Button onClick={() => setEditing('new')}>Add address</Button>
          ) : undefined
        }
      >
        <Stack>
          {customer.addresses.length === 0 && editing !== 'new' ? <p>No addresses yet.</p> : null}
          <Stack as="ul" aria-label="Saved addresses">
            {customer.addresses.map((address, index) => (
              <li key={index}>
                {editing === index ? (
                  <AddressForm initial={address} onSave={saveAddress} onCancel={() => setEditing(null)} />
                ) : (
                  <Inline justify="between" align="start">
                    <div>
                      <strong>{address.full_name || 'Address'}</strong>
                      <div>{formatAddress(address)}</div>
                      {address.phone ? <div>{address.phone}</div> : null}
                    </div>
                    {canEdit && editing === null ? (
                      <Inline>
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
                      </Inline>
                    ) : null}
                  </Inline>
                )}
              </li>
            ))}
          </Stack>
          {editing === 'new' ? (
            <AddressForm initial={EMPTY_ADDRESS} onSave={saveAddress} onCancel={() => setEditing(null)} />
          ) : null}
        </Stack>
      </Card>
      {/* The customer's orders (spec 1 §9: fetched 200 at a time) come from the orders plugin
          through this slot: plugins never import each other. */}
      <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId: customer.id }} />
    </Page>
  );
}
