import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  can,
  errorMessages,
  fieldErrors,
  usePrincipal,
  useToast,
  useUnsavedChangesGuard,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  EmptyState,
  Field,
  FormErrors,
  Input,
  MultiSelect,
  Select,
  SortableList,
  Spinner,
} from '@storeroom/ui';
import {
  csvFieldLabel,
  csvTemplateInputSchema,
  CSV_LAYOUT_LABELS,
  CSV_LAYOUT_TYPES,
  CSV_TEMPLATE_FIELDS,
  CSV_TEMPLATES_MESSAGES,
  CSV_TEMPLATES_SUBJECT,
} from '../../../contract';
import type { CsvLayoutType, CsvTemplateField, CsvTemplateItem } from '../../../contract';
import { templates } from '../../data';

const layoutOptions = CSV_LAYOUT_TYPES.map((value) => ({
  value: String(value),
  label: CSV_LAYOUT_LABELS[value],
}));
const fieldOptions = CSV_TEMPLATE_FIELDS.map((value) => ({ value, label: csvFieldLabel(value) }));

interface DraftColumn {
  /** A stable key for the sortable list (columns have no ids). */
  key: number;
  title: string;
  content: CsvTemplateField[];
}

interface Draft {
  title: string;
  layout_type: CsvLayoutType;
  columns: DraftColumn[];
}

type Errors = Record<string, string>;

let nextKey = 1;
const keyed = (column: { title: string; content: CsvTemplateField[] }): DraftColumn => ({
  key: nextKey++,
  title: column.title,
  content: [...column.content],
});

function draftOf(item: CsvTemplateItem | undefined): Draft {
  return item
    ? { title: item.title, layout_type: item.layout_type, columns: item.columns.map(keyed) }
    : { title: '', layout_type: 1, columns: [keyed({ title: '', content: [] })] };
}

const bodyOf = (draft: Draft) => ({
  title: draft.title,
  layout_type: draft.layout_type,
  columns: draft.columns.map(({ title, content }) => ({ title, content })),
});

/** The last path segment is the template id; 0 is a new template (spec 1 §2). */
function useTemplateId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `/admin/csv/{id}` (0 creates): title, layout type and the sortable list of columns. */
export function CsvTemplateEditPage() {
  const id = useTemplateId();
  const isNew = id === '0';
  const query = templates.useItem(isNew ? null : id);
  if (!isNew && query.isPending) {
    return (
      <div role="status" aria-label="Loading template">
        <Spinner />
      </div>
    );
  }
  if (!isNew && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        title={missing ? 'Template not found' : 'Could not load the template'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to="/admin/csv">Back to CSV templates</RouterLink>}
      />
    );
  }
  // Remount per template so the form starts from that template's values.
  return <TemplateForm key={id} item={isNew ? undefined : query.data} />;
}

function TemplateForm({ item }: { item: CsvTemplateItem | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const principal = usePrincipal();
  const isNew = item === undefined;
  const readOnly = principal === null || !can(principal, CSV_TEMPLATES_SUBJECT, isNew ? 'create' : 'update');
  const create = templates.useCreate();
  const update = templates.useUpdate();
  const initial = useRef(JSON.stringify(bodyOf(draftOf(item))));
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  useEffect(() => setDirty(JSON.stringify(bodyOf(draft)) !== initial.current), [draft]);
  useUnsavedChangesGuard(dirty);
  // Navigate only once the cleared dirty flag has rendered, or the leave guard would ask.
  const [redirect, setRedirect] = useState<string | null>(null);
  useEffect(() => {
    if (redirect !== null && !dirty) void navigate(redirect, { replace: true });
  }, [redirect, dirty, navigate]);

  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeColumn = (key: number, patch: Partial<DraftColumn>) =>
    setDraft((d) => ({ ...d, columns: d.columns.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  const show = (fields: Record<string, string[]>) => {
    const out: Errors = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(fields)) {
      const first = messages[0];
      if (!first) continue;
      // `columns.2.content.0` belongs to the content box of column 2.
      const match = /^columns\.(\d+)\.(title|content)/.exec(key);
      const target = match ? `columns.${match[1]}.${match[2]}` : key;
      if (target === 'title' || target === 'layout_type' || target === 'columns' || match)
        out[target] ??= first;
      else rest.push(...messages);
    }
    setErrors(out);
    setGeneral(rest);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = csvTemplateInputSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
      show(fields);
      return;
    }
    show({});
    try {
      if (isNew) {
        const created = await create.mutateAsync(parsed.data);
        initial.current = JSON.stringify(body);
        setDirty(false);
        toast.success(CSV_TEMPLATES_MESSAGES.created);
        setRedirect(`/admin/csv/${created.id}`);
      } else {
        await update.mutateAsync({ id: item.id, body: parsed.data });
        initial.current = JSON.stringify(body);
        setDirty(false);
        toast.success(CSV_TEMPLATES_MESSAGES.updated);
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) show(fields);
      else setGeneral(errorMessages(error));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="CSV template"
      style={{ display: 'grid', gap: 16 }}
    >
      <p>
        <RouterLink to="/admin/csv">All CSV templates</RouterLink>
      </p>
      <h1>{isNew ? 'New CSV template' : item.title}</h1>
      <Card title="Template">
        <Field label="Title" required error={errors.title}>
          <Input
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
            readOnly={readOnly}
            maxLength={200}
          />
        </Field>
        <Field label="Layout" error={errors.layout_type}>
          <Select
            options={layoutOptions}
            value={String(draft.layout_type)}
            onValueChange={(value) => change({ layout_type: Number(value) as CsvLayoutType })}
            disabled={readOnly}
          />
        </Field>
      </Card>
      <Card
        title="Columns"
        actions={
          readOnly ? null : (
            <Button
              onClick={() => change({ columns: [...draft.columns, keyed({ title: '', content: [] })] })}
            >
              Add column
            </Button>
          )
        }
      >
        {errors.columns ? (
          <p role="alert" className="sr-field__error">
            {errors.columns}
          </p>
        ) : null}
        {draft.columns.length === 0 ? <p>No columns yet.</p> : null}
        <SortableList
          label="Columns"
          items={draft.columns}
          getId={(c) => c.key}
          getLabel={(c) => c.title || 'Untitled column'}
          onReorder={(columns) => change({ columns })}
          showMoveButtons={!readOnly}
          disabled={readOnly}
          renderItem={(column, index) => (
            <div
              style={{
                display: 'grid',
                gap: 8,
                gridTemplateColumns: 'minmax(10rem, 1fr) 2fr auto',
                alignItems: 'end',
                flex: 1,
              }}
            >
              <Field label={`Column ${index + 1} title`} error={errors[`columns.${index}.title`]}>
                <Input
                  value={column.title}
                  onChange={(e) => changeColumn(column.key, { title: e.target.value })}
                  readOnly={readOnly}
                  maxLength={200}
                />
              </Field>
              <Field label={`Column ${index + 1} content`} error={errors[`columns.${index}.content`]}>
                <MultiSelect
                  options={fieldOptions}
                  value={column.content}
                  onValueChange={(content) =>
                    changeColumn(column.key, { content: content as CsvTemplateField[] })
                  }
                  disabled={readOnly}
                  placeholder="Add a field"
                />
              </Field>
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  aria-label={`Remove column ${index + 1}`}
                  onClick={() => change({ columns: draft.columns.filter((c) => c.key !== column.key) })}
                >
                  Remove
                </Button>
              )}
            </div>
          )}
        />
      </Card>
      <FormErrors messages={general} />
      {readOnly ? null : (
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}
