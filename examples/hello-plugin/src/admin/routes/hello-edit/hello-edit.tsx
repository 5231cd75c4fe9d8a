import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  applyServerErrors,
  can,
  errorMessages,
  usePrincipal,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Combobox,
  EmptyState,
  Field,
  FormErrors,
  Input,
  Page,
  Select,
  Spinner,
  StatusPill,
  Textarea,
} from '@storeroom/ui';
import {
  helloInputSchema,
  HELLO_MESSAGES,
  HELLO_STATUSES,
  HELLO_STATUS_LABELS,
  HELLO_SUBJECT,
} from '../../../contract';
import type { HelloItem, HelloStatus } from '../../../contract';
import { items, useCustomerLookup, useItemEndpoint } from '../../data';

const statusOptions = HELLO_STATUSES.map((value) => ({ value, label: HELLO_STATUS_LABELS[value] }));

/**
 * Added by hand: the customer a hello is for, looked up through the customers plugin's
 * contract as the user types (its own server rules apply: without access, nothing is found).
 */
function CustomerField({
  value,
  label,
  onChange,
  disabled,
}: {
  value: number | null;
  label: string;
  onChange: (id: number | null) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const found = useCustomerLookup(text, !disabled);
  const options = (found.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.full_name ? `${c.full_name} (${c.email})` : c.email,
  }));
  if (value !== null && !options.some((o) => o.value === String(value)))
    options.unshift({ value: String(value), label });
  return (
    <Combobox
      options={options}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onChange(next === null ? null : Number(next))}
      onInputChange={setText}
      filter={false}
      loading={found.isFetching}
      disabled={disabled}
      placeholder="Search customers"
      emptyText="No customer found"
    />
  );
}

/** The last path segment is the item id; `0` is a new item. */
function useItemId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `/admin/hello/{id}` (`0` creates): title, status and notes; Archive calls the domain endpoint. */
export function HelloEditPage() {
  const id = useItemId();
  const isNew = id === '0';
  const query = items.useItem(isNew ? null : id);
  if (!isNew && query.isPending) {
    return (
      <div role="status" aria-label="Loading item">
        <Spinner />
      </div>
    );
  }
  if (!isNew && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        headingLevel={1}
        title={missing ? HELLO_MESSAGES.notFound : 'Could not load the item'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to="/admin/hello">Back to Hello</RouterLink>}
      />
    );
  }
  // Remount per item so the form starts from that item's values.
  return <ItemForm key={id} item={isNew ? undefined : query.data} />;
}

const formValues = (item: HelloItem) => ({
  title: item.title,
  status: item.status,
  notes: item.notes,
  customer_id: item.customer_id,
});

function ItemForm({ item }: { item: HelloItem | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const principal = usePrincipal();
  const isNew = item === undefined;
  const readOnly = principal === null || !can(principal, HELLO_SUBJECT, isNew ? 'create' : 'update');
  // A limited rule with the `allow_archive` option may archive without editing.
  const canArchive =
    !isNew && item.status !== 'archived' && principal !== null && can(principal, HELLO_SUBJECT, 'archive');
  const canRestore =
    !isNew && item.status === 'archived' && principal !== null && can(principal, HELLO_SUBJECT, 'archive');
  const create = items.useCreate();
  const update = items.useUpdate();
  const archive = useItemEndpoint((client, id) => client.archive({ params: { id } }));
  const restore = useItemEndpoint((client, id) => client.restore({ params: { id } }));
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(helloInputSchema, {
    defaultValues: {
      title: item?.title ?? '',
      status: item?.status ?? 'active',
      notes: item?.notes ?? '',
      customer_id: item?.customer_id ?? null,
    },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  // Open the new item once the saved form is no longer dirty (or the leave guard would ask).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useEffect(() => {
    if (createdId !== null && !isDirty) void navigate(`/admin/hello/${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      if (isNew) {
        const created = await create.mutateAsync(values);
        form.reset(values);
        toast.success(HELLO_MESSAGES.created);
        setCreatedId(created.id);
      } else {
        const saved = await update.mutateAsync({ id: item.id, body: values });
        form.reset(formValues(saved));
        toast.success(HELLO_MESSAGES.updated);
      }
    } catch (error) {
      // Server errors land on their fields; the input is kept.
      setOther(applyServerErrors(form, error));
    }
  });

  // Runs one of the contract's item endpoints (a button each); the form shows the answer.
  const run = async (endpoint: typeof archive, message: string) => {
    if (!item) return;
    setOther([]);
    try {
      form.reset(formValues(await endpoint.mutateAsync(item.id)));
      toast.success(message);
    } catch (error) {
      setOther(errorMessages(error));
    }
  };

  return (
    <Page
      title={isNew ? 'New item' : item.title}
      width="narrow"
      actions={
        <>
          {canArchive ? (
            <Button onClick={() => void run(archive, HELLO_MESSAGES.archived)} loading={archive.isPending}>
              Archive
            </Button>
          ) : null}
          {canRestore ? (
            <Button onClick={() => void run(restore, HELLO_MESSAGES.restored)} loading={restore.isPending}>
              Restore
            </Button>
          ) : null}
        </>
      }
    >
      <p>
        <RouterLink to="/admin/hello">All Hello items</RouterLink>
        {item ? (
          <>
            {' '}
            <StatusPill status={form.watch('status') ?? item.status} labels={HELLO_STATUS_LABELS} />
          </>
        ) : null}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Hello item">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} readOnly={readOnly} maxLength={200} />
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <Select
            options={statusOptions}
            value={form.watch('status') ?? 'active'}
            onValueChange={(value) => form.setValue('status', value as HelloStatus, { shouldDirty: true })}
            disabled={readOnly}
          />
        </Field>
        <Field label="Customer" error={errors.customer_id?.message}>
          <CustomerField
            value={form.watch('customer_id') ?? null}
            label={item?.customer_name ?? ''}
            onChange={(id) => form.setValue('customer_id', id, { shouldDirty: true })}
            disabled={readOnly}
          />
        </Field>
        <Field label="Notes" error={errors.notes?.message}>
          <Textarea {...form.register('notes')} readOnly={readOnly} rows={4} />
        </Field>
        <FormErrors messages={other} />
        {readOnly ? null : (
          <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
            Save
          </Button>
        )}
      </form>
    </Page>
  );
}
