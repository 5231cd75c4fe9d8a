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
  __CAMEL__InputSchema,
  __CONST___MESSAGES,
  __CONST___STATUSES,
  __CONST___STATUS_LABELS,
  __CONST___SUBJECT,
} from '../../../contract';
import type { __PASCAL__Item, __PASCAL__Status } from '../../../contract';
import { items, useItemEndpoint } from '../../data';

const statusOptions = __CONST___STATUSES.map((value) => ({ value, label: __CONST___STATUS_LABELS[value] }));

/** The last path segment is the item id; `0` is a new item. */
function useItemId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `__ROUTE__/{id}` (`0` creates): title, status and notes; Archive calls the domain endpoint. */
export function __PASCAL__EditPage() {
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
        title={missing ? __CONST___MESSAGES.notFound : 'Could not load the item'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to="__ROUTE__">Back to __TITLE__</RouterLink>}
      />
    );
  }
  // Remount per item so the form starts from that item's values.
  return <ItemForm key={id} item={isNew ? undefined : query.data} />;
}

const formValues = (item: __PASCAL__Item) => ({ title: item.title, status: item.status, notes: item.notes });

function ItemForm({ item }: { item: __PASCAL__Item | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const principal = usePrincipal();
  const isNew = item === undefined;
  const readOnly = principal === null || !can(principal, __CONST___SUBJECT, isNew ? 'create' : 'update');
  // A limited rule with the `allow_archive` option may archive without editing.
  const canArchive =
    !isNew && item.status !== 'archived' && principal !== null && can(principal, __CONST___SUBJECT, 'archive');
  const create = items.useCreate();
  const update = items.useUpdate();
  const archive = useItemEndpoint((client, id) => client.archive({ params: { id } }));
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(__CAMEL__InputSchema, {
    defaultValues: { title: item?.title ?? '', status: item?.status ?? 'active', notes: item?.notes ?? '' },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  // Open the new item once the saved form is no longer dirty (or the leave guard would ask).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useEffect(() => {
    if (createdId !== null && !isDirty) void navigate(`__ROUTE__/${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      if (isNew) {
        const created = await create.mutateAsync(values);
        form.reset(values);
        toast.success(__CONST___MESSAGES.created);
        setCreatedId(created.id);
      } else {
        const saved = await update.mutateAsync({ id: item.id, body: values });
        form.reset(formValues(saved));
        toast.success(__CONST___MESSAGES.updated);
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
            <Button onClick={() => void run(archive, __CONST___MESSAGES.archived)} loading={archive.isPending}>
              Archive
            </Button>
          ) : null}
        </>
      }
    >
      <p>
        <RouterLink to="__ROUTE__">All __TITLE__ items</RouterLink>
        {item ? (
          <>
            {' '}
            <StatusPill status={form.watch('status') ?? item.status} labels={__CONST___STATUS_LABELS} />
          </>
        ) : null}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="__TITLE__ item">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} readOnly={readOnly} maxLength={200} />
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <Select
            options={statusOptions}
            value={form.watch('status') ?? 'active'}
            onValueChange={(value) =>
              form.setValue('status', value as __PASCAL__Status, { shouldDirty: true })
            }
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
