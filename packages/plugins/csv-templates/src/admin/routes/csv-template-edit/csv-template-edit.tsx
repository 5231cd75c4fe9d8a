import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ResourcePage, useResourceForm, useCan } from '@storeroom/core';
import {
  Button,
  Card,
  Field,
  FormErrors,
  Grid,
  Inline,
  Input,
  MultiSelect,
  Page,
  Select,
  SortableList,
  Stack,
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
import type { CsvLayoutType, CsvTemplateField, CsvTemplateInput, CsvTemplateItem } from '../../../contract';
import { templates } from '../../data';

const layoutOptions = CSV_LAYOUT_TYPES.map((value) => ({
  value: String(value),
  label: CSV_LAYOUT_LABELS[value],
}));
const fieldOptions = CSV_TEMPLATE_FIELDS.map((value) => ({ value, label: csvFieldLabel(value) }));

interface DraftColumn {
  /** A stable key for the sortable list (columns have no ids; the schema drops it from the body). */
  key: number;
  title: string;
  content: CsvTemplateField[];
}

let nextKey = 1;
const keyed = (column: { title: string; content: CsvTemplateField[] }): DraftColumn => ({
  key: nextKey++,
  title: column.title,
  content: [...column.content],
});

function formValues(item: CsvTemplateItem | undefined): CsvTemplateInput {
  return item
    ? { title: item.title, layout_type: item.layout_type, columns: item.columns.map(keyed) }
    : { title: '', layout_type: 1, columns: [keyed({ title: '', content: [] })] };
}

/** The last path segment is the template id; 0 is a new template (spec 1 §2). */
function useTemplateId(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** `/admin/csv/{id}` (0 creates): title, layout type and the sortable list of columns. */
export function CsvTemplateEditPage() {
  return (
    <ResourcePage
      resource={templates}
      id={useTemplateId()}
      noun="template"
      backTo={{ href: '/admin/csv', label: 'Back to CSV templates' }}
    >
      {(item) => <TemplateForm item={item} />}
    </ResourcePage>
  );
}

function TemplateForm({ item }: { item: CsvTemplateItem | undefined }) {
  const navigate = useNavigate();
  const isNew = item === undefined;
  const readOnly = !useCan(CSV_TEMPLATES_SUBJECT, isNew ? 'create' : 'update');
  const {
    form,
    submit,
    saving,
    errors: general,
  } = useResourceForm({
    resource: templates,
    item,
    schema: csvTemplateInputSchema,
    values: formValues,
    messages: CSV_TEMPLATES_MESSAGES,
    onCreated: (created, guard) =>
      guard.leave(() => void navigate(`/admin/csv/${created.id}`, { replace: true })),
    readOnly,
  });
  const { errors } = form.formState;
  const columns = (form.watch('columns') ?? []) as DraftColumn[];
  const setColumns = (next: DraftColumn[]) =>
    form.setValue('columns', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const changeColumn = (key: number, patch: Partial<DraftColumn>) =>
    setColumns(columns.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const columnsError = errors.columns?.message ?? errors.columns?.root?.message;

  return (
    <Page
      title={isNew ? 'New CSV template' : item.title}
      back={<RouterLink to="/admin/csv">All CSV templates</RouterLink>}
    >
      <form onSubmit={submit} noValidate aria-label="CSV template">
        <Stack gap={4}>
          <Card title="Template">
            <Stack>
              <Field label="Title" required error={errors.title?.message}>
                <Input {...form.register('title')} readOnly={readOnly} maxLength={200} />
              </Field>
              <Field label="Layout" error={errors.layout_type?.message}>
                <Select
                  options={layoutOptions}
                  value={String(form.watch('layout_type'))}
                  onValueChange={(value) =>
                    form.setValue('layout_type', Number(value) as CsvLayoutType, { shouldDirty: true })
                  }
                  disabled={readOnly}
                />
              </Field>
            </Stack>
          </Card>
          <Card
            title="Columns"
            actions={
              readOnly ? null : (
                <Button onClick={() => setColumns([...columns, keyed({ title: '', content: [] })])}>
                  Add column
                </Button>
              )
            }
          >
            <Stack>
              {columnsError ? (
                <p role="alert" className="sr-field__error">
                  {columnsError}
                </p>
              ) : null}
              {columns.length === 0 ? <p>No columns yet.</p> : null}
              <SortableList
                label="Columns"
                items={columns}
                getId={(c) => c.key}
                getLabel={(c) => c.title || 'Untitled column'}
                onReorder={setColumns}
                showMoveButtons={!readOnly}
                disabled={readOnly}
                renderItem={(column, index) => (
                  <Grid columns={{ base: 1, md: 3 }} gap={2} align="end">
                    <Field
                      label={`Column ${index + 1} title`}
                      error={errors.columns?.[index]?.title?.message}
                    >
                      <Input
                        value={column.title}
                        onChange={(e) => changeColumn(column.key, { title: e.target.value })}
                        readOnly={readOnly}
                        maxLength={200}
                      />
                    </Field>
                    <Field
                      label={`Column ${index + 1} content`}
                      error={errors.columns?.[index]?.content?.message}
                    >
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
                      <Inline justify="end">
                        <Button
                          variant="ghost"
                          aria-label={`Remove column ${index + 1}`}
                          onClick={() => setColumns(columns.filter((c) => c.key !== column.key))}
                        >
                          Remove
                        </Button>
                      </Inline>
                    )}
                  </Grid>
                )}
              />
            </Stack>
          </Card>
          <FormErrors messages={general} />
          {readOnly ? null : (
            <Inline>
              <Button type="submit" variant="primary" loading={saving}>
                Save
              </Button>
            </Inline>
          )}
        </Stack>
      </form>
    </Page>
  );
}
