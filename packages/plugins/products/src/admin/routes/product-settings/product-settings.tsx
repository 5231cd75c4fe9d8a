import { useState } from 'react';
import { can, usePrincipal, useToast, useUnsavedChangesGuard } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Card,
  EmptyState,
  Field,
  FormErrors,
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

function SettingsForm({ settings, readOnly }: { settings: ProductSettings; readOnly: boolean }) {
  const tabUsage = useTabUsage();
  const save = useSaveProductSettings();
  const toast = useToast();
  const [sku, setSku] = useState(settings.sku);
  const [enabled, setEnabled] = useState(settings.textareas.enabled);
  const [tabs, setTabs] = useState<TabRow[]>(() =>
    settings.textareas.values.map((name, key) => ({ key, name, original: name })),
  );
  const [nextKey, setNextKey] = useState(settings.textareas.values.length);
  const [removed, setRemoved] = useState<TabRemoval[]>([]);
  const [newTab, setNewTab] = useState('');
  const [newTabError, setNewTabError] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ row: TabRow; usage: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const dirty =
    sku !== settings.sku ||
    enabled !== settings.textareas.enabled ||
    removed.length > 0 ||
    JSON.stringify(tabs.map((t) => t.name)) !== JSON.stringify(settings.textareas.values);
  useUnsavedChangesGuard(dirty);

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

  const submit = async () => {
    const names = tabs.map((t) => t.name.trim());
    if (names.some((n) => n === '')) return setErrors([PRODUCTS_MESSAGES.tabRequired]);
    if (names.some((n, i) => names.findIndex((m) => same(m, n)) !== i))
      return setErrors([PRODUCTS_MESSAGES.tabDuplicate]);
    setErrors([]);
    try {
      const next = await save.mutateAsync({
        sku,
        textareas: { enabled, values: names },
        removed,
        renamed: tabs
          .filter((t) => t.original !== undefined && t.original !== t.name.trim())
          .map((t) => ({ from: t.original!, to: t.name.trim() })),
      });
      setTabs(next.textareas.values.map((name, key) => ({ key, name, original: name })));
      setNextKey(next.textareas.values.length);
      setRemoved([]);
      toast.success(PRODUCTS_MESSAGES.settingsSaved);
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.errors
          ? Object.values(error.errors).flat()
          : [error instanceof Error ? error.message : String(error)],
      );
    }
  };

  return (
    <form
      aria-label="Product settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="sr-stack"
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }} className="sr-stack">
        <Card title="Product fields">
          <Switch label="Use SKU" checked={sku} onCheckedChange={setSku} disabled={readOnly} />
        </Card>
        <Card title="Description tabs">
          <Switch
            label="Enable description tabs"
            checked={enabled}
            onCheckedChange={setEnabled}
            disabled={readOnly}
          />
          {tabs.length === 0 ? <p>No tabs yet.</p> : null}
          <SortableList
            label="Tab names"
            items={tabs}
            getId={(t) => t.key}
            getLabel={(t) => t.name || 'Unnamed tab'}
            onReorder={setTabs}
            showMoveButtons
            disabled={readOnly}
            renderItem={(row) => (
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
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
              </div>
            )}
          />
          {readOnly ? null : (
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
              <Field label="New tab" error={newTabError}>
                <Input value={newTab} onChange={(e) => setNewTab(e.target.value)} />
              </Field>
              <Button onClick={addTab}>Add tab</Button>
            </div>
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
      <FormErrors messages={errors} />
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
            setRemoved((list) => [...list, choice]);
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
  const principal = usePrincipal();
  const readOnly = principal === null || !can(principal, PRODUCT_SETTINGS_SUBJECT, 'update');
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
