import { Button, Input } from '@storeroom/ui';
import { Suspense, lazy, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ResourceClient } from '../client/resource';
import { CONFIRM_DELETE_ONE } from '../notifications/dialog-service';
import { useCreateSavedView, useRemoveSavedView, useSavedViews } from '../data/resource-hooks';
import { parseSavedView } from './filters';
import type { FilterCondition } from './filters';

// The delete question (an alert dialog with its focus trap and scroll lock) loads when asked:
// the saved views come beside a list's first rows, the question rarely (issue 15 item 6).
const ConfirmDialog = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialog })));

export interface SavedViewsProps {
  resource: ResourceClient<unknown, unknown, unknown>;
  /** The applied filter, saved as a new view. */
  conditions: readonly FilterCondition[];
  onApply: (conditions: FilterCondition[]) => void;
}

/**
 * Saved views of a list (spec 2 §3): save the current filter under a name, apply one, delete
 * one. Stored on the server (`GET|POST /x/saved-views`, `DELETE /x/saved-views/{id}`) as
 * `{ json }` where json holds `{ name, conditions }`.
 */
export function SavedViews({ resource, conditions, onApply }: SavedViewsProps) {
  const views = useSavedViews(resource);
  const create = useCreateSavedView(resource);
  const remove = useRemoveSavedView(resource);
  const [selected, setSelected] = useState('');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const selectId = useId();

  const parsed = (views.data ?? [])
    .map((v) => ({ id: v.id, content: parseSavedView(v.json) }))
    .filter((v): v is { id: number; content: NonNullable<typeof v.content> } => v.content !== undefined);

  const apply = (id: string) => {
    setSelected(id);
    const view = parsed.find((v) => String(v.id) === id);
    if (view) onApply(view.content.conditions);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setMessage('Name cannot be blank.');
      return;
    }
    if (parsed.some((v) => v.content.name === trimmed)) {
      setMessage(`A view named "${trimmed}" already exists.`);
      return;
    }
    try {
      const view = await create.mutateAsync(JSON.stringify({ name: trimmed, conditions }));
      setSelected(String(view.id));
      setNaming(false);
      setName('');
      setMessage(null);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The view could not be saved.');
    }
  };

  return (
    <div className="sr-grid-panel__views" role="group" aria-label="Saved views">
      <label htmlFor={selectId}>Saved view</label>
      <select
        id={selectId}
        className="sr-grid-panel__select"
        value={selected}
        onChange={(e) => apply(e.target.value)}
        disabled={views.isLoading}
      >
        <option value="">{views.isLoading ? 'Loading…' : 'Choose a view'}</option>
        {parsed.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.content.name}
          </option>
        ))}
      </select>
      {selected ? (
        <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
          Delete view
        </Button>
      ) : null}
      {naming ? (
        <form className="sr-grid-panel__view-form" aria-label="Save view" onSubmit={(e) => void save(e)}>
          <Input aria-label="View name" value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary" loading={create.isPending}>
            Save
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setNaming(false);
              setMessage(null);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <Button onClick={() => setNaming(true)} disabled={conditions.length === 0}>
          Save view
        </Button>
      )}
      {message ? (
        <p role="alert" className="sr-grid-panel__error">
          {message}
        </p>
      ) : null}
      {confirmDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmDelete}
            message={CONFIRM_DELETE_ONE}
            tone="danger"
            onConfirm={async () => {
              await remove.mutateAsync(Number(selected));
              setSelected('');
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
