import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useToast, useUnsavedChangesGuard, useZodForm, useCan, useFormSave } from '@storeroom/core';
import {
  Button,
  Card,
  EmptyState,
  Field,
  FormErrors,
  Inline,
  Input,
  SortableList,
  Spinner,
  Switch,
} from '@storeroom/ui';
import { PRODUCT_SETTINGS_SUBJECT, PRODUCTS_MESSAGES } from '../../../contract';
import type { ProductSettings, TabRemoval } from '../../../contract';
import { useProductSettings, useSaveProductSettings, useTabUsage } from '../../data';
import { DeleteTabDialog } from './delete-tab-dialog';

interface TabRow {
  key: number;
  name: string;
  /** The saved name (absent for a tab added on this screen). */
  original?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The settings form: every tab named, no two alike (spec 3 §2 messages). */
const settingsFormSchema = z.object({
  sku: z.boolean(),
  enabled: z.boolean(),
  tabs: z
    .array(z.object({ key: z.number(), name: z.string(), original: z.string().optional() }))
    .superRefine((tabs, ctx) => {
      const names = tabs.map((t) => t.name.trim());
      if (names.some((n) => n === ''))
        ctx.addIssue({ code: 'custom', message: PRODUCTS_MESSAGES.tabRequired });
      else if (names.some((n, i) => names.findIndex((m) => same(m, n)) !== i))
        ctx.addIssue({ code: 'custom', message: PRODUCTS_MESSAGES.tabDuplicate });
    }),
  removed: z.array(z.custom<TabRemoval>()),
});
type SettingsValues = z.output<typeof settingsFormSchema>;

const formValues = (settings: ProductSettings): SettingsValues => ({
  sku: settings.sku,
  enabled: settings.textareas.enabled,
  tabs: settings.textareas.values.map((name, key) => ({ key, name, original: name })),
  removed: [],
});

function SettingsForm({ settings, readOnly }: { settings: ProductSettings; readOnly: boolean }) {
  const tabUsage = useTabUsage();
  const save = useSaveProductSettings();
  const toast = useToast();
  const form = useZodForm(settingsFormSchema, { defaultValues: formValues(settings) });
  const formSave = useFormSave(form);
  const [sku, enabled, tabs, removed] = useWatch({
    control: form.control,
    name: ['sku', 'enabled', 'tabs', 'removed'],
  });
  const change = { shouldDirty: true } as const;
  const setTabs = (update: (list: TabRow[]) => TabRow[]) =>
    form.setValue('tabs', update(form.getValues('tabs')), change);
  const [nextKey, setNextKey] = useState(settings.textareas.values.length);
  const [newTab, setNewTab] = useState('');
  const [newTabError, setNewTabError] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ row: TabRow; usage: number } | null>(null);
  // Messages of a failed save that belong to no field of the form.
  useUnsavedChangesGuard(form.formState.isDirty);
  const tabsError = form.formState.errors.tabs?.message ?? form.formState.errors.tabs?.root?.message;

  const duplicateOf = (name: string, except?: number) =>
    tabs.some((t) => t.key !== except && same(t.name, name));

  const addTab = () => {
    const name = newTab.trim();
    if (name === '') return setNewTabError(PRODUCTS_MESSAGES.tabRequired);
    if (duplicateOf(name)) return setNewTabError(PRODUCTS_MESSAGES.tabDuplicate);
    setTabs((list) => [...list, { key: nextKey, name }]);
    setNextKey((k) => k + 1);
    setNewTab('');
    setNewTabError(undefined);
  };

  const deleteTab = async (row: TabRow) => {
    // A tab added here, or one without content anywhere, simply goes.
    const usage = row.original ? (await tabUsage(row.original)).count : 0;
    if (usage === 0) {
      setTabs((list) => list.filter((t) => t.key !== row.key));
      return;
    }
    setAsking({ row, usage });
  };

  const flags = { sku, enabled };
  const flagSwitch = (name: keyof typeof flags, label: string) => (
    <Switch
      label={label}
      checked={flags[name]}
      onCheckedChange={(on) => form.setValue(name, on, change)}
      disabled={readOnly}
    />
  );

  const submit = formSave.submit(async (values) => {
    const next = await save.mutateAsync({
      sku: values.sku,
      textareas: { enabled: values.enabled, values: values.tabs.map((t) => t.name.trim()) },
      removed: values.removed,
      renamed: values.tabs
        .filter((t) => t.original !== undefined && t.original !== t.name.trim())
        .map((t) => ({ from: t.original!, to: t.name.trim() })),
    });
    form.reset(formValues(next));
    setNextKey(next.textareas.values.length);
    toast.success(PRODUCTS_MESSAGES.settingsSaved);
  });

  return (
    <form
      aria-label="Product settings"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="sr-stack"
    >
      {/* A fieldset disables every control under limited access; it lays out as a Stack. */}
      <fieldset disabled={readOnly} className="sr-stack" data-gap="3">
        <Card title="Product fields">{flagSwitch('sku', 'Use SKU')}</Card>
        <Card title="Description tabs">
          {flagSwitch('enabled', 'Enable description tabs')}
          {tabs.length === 0 ? <p>No tabs yet.</p> : null}
          <SortableList
            label="Tab names"
            items={tabs}
            getId={(t) => t.key}
            getLabel={(t) => t.name || 'Unnamed tab'}
            onReorder={(list) => setTabs(() => list)}
            showMoveButtons
            disabled={readOnly}
            renderItem={(row) => (
              <Inline gap={2}>
                <Input
                  aria-label={`Tab name: ${row.original ?? row.name}`}
                  value={row.name}
                  invalid={row.name.trim() === '' || duplicateOf(row.name, row.key)}
                  onChange={(e) =>
                    setTabs((list) =>
                      list.map((t) => (t.key === row.key ? { ...t, name: e.target.value } : t)),
                    )
                  }
                />
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    aria-label={`Delete tab ${row.name}`}
                    onClick={() => void deleteTab(row)}
                  >
                    Delete
                  </Button>
                )}
              </Inline>
            )}
          />
          {readOnly ? null : (
            <Inline gap={2} align="end">
              <Field label="New tab" error={newTabError}>
                <Input value={newTab} onChange={(e) => setNewTab(e.target.value)} />
              </Field>
              <Button onClick={addTab}>Add tab</Button>
            </Inline>
          )}
          {removed.length > 0 ? (
            <ul aria-label="Tabs to delete on save">
              {removed.map((r) => (
                <li key={r.tab}>
                  {r.tab}: {r.action === 'delete' ? 'content deleted' : `content moves to ${r.to}`}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </fieldset>
      <FormErrors messages={[...(tabsError ? [tabsError] : []), ...formSave.errors]} />
      {readOnly ? null : (
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save
          </Button>
        </div>
      )}
      {asking ? (
        <DeleteTabDialog
          tab={asking.row.original ?? asking.row.name}
          usage={asking.usage}
          others={tabs.filter((t) => t.key !== asking.row.key).map((t) => t.name)}
          open
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          onConfirm={(choice) => {
            form.setValue('removed', [...form.getValues('removed'), choice], change);
            setTabs((list) => {
              const rest = list.filter((t) => t.key !== asking.row.key);
              // "Move to a new tab": the new tab joins the list (the server adds it too).
              return choice.action === 'new' ? [...rest, { key: nextKey, name: choice.to }] : rest;
            });
            if (choice.action === 'new') setNextKey((k) => k + 1);
            setAsking(null);
          }}
        />
      ) : null}
    </form>
  );
}

/** `/admin/settings/product` (spec 3 §2): the sku flag and the description tabs. */
export function ProductSettingsPage() {
  const settings = useProductSettings();
  const readOnly = !useCan(PRODUCT_SETTINGS_SUBJECT, 'update');
  return (
    <section aria-labelledby="product-settings-title">
      <h1 id="product-settings-title">Product settings</h1>
      {settings.isError ? (
        <EmptyState tone="error" title="The product settings could not be loaded." />
      ) : settings.isPending ? (
        <Spinner label="Loading product settings" />
      ) : (
        <SettingsForm settings={settings.data} readOnly={readOnly} />
      )}
    </section>
  );
}
