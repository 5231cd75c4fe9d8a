import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DataGridSelection } from '@storeroom/ui';
import type { ResourceClient } from '../client/resource';
import { ApiError } from '../client/types';
import type { ListResponse } from '../client/types';
import { resourceKeys } from '../data/resource-hooks';
import type { Identified } from '../data/resource-hooks';
import { CONFIRM_DELETE_MANY } from '../notifications/dialog-service';
import type { DialogService } from '../notifications/dialog-service';
import { BULK_FETCH_PAGE_SIZE } from './types';
import type { GridBulkAction, GridBulkStep, RowId } from './types';

/** A bulk action that failed for some items: the messages, per item where the server says. */
export interface GridBulkFailure {
  /** The action's label ("Delete"). */
  action: string;
  messages: string[];
}

/** How far a running bulk action is: ids sent of all. */
export interface GridBulkProgress {
  action: string;
  done: number;
  total: number;
}

export interface GridBulkOptions<TItem> {
  resource: ResourceClient<TItem, unknown, unknown>;
  /** Asks the questions (the admin's dialog service). */
  dialogs: DialogService;
  /** The ids of a selection (the list's `collectIds`). */
  collectIds(selection: DataGridSelection, signal?: AbortSignal): Promise<RowId[]>;
  /** The rows on screen (the selected ones are a step's `rows`). */
  items: readonly TItem[];
  /** Clears the selection after an action succeeded. */
  clearSelection?(): void;
  /** Called after an action succeeded (after its `finish`). */
  onDone?(action: string, ids: readonly RowId[]): void;
}

export interface GridBulk<TItem> {
  /** Runs an action on a selection: confirmation, steps, chunks with progress, then finish. */
  run(action: GridBulkAction<TItem>, selection: DataGridSelection): Promise<void>;
  /** An action is running. */
  busy: boolean;
  progress: GridBulkProgress | null;
  failure: GridBulkFailure | null;
  dismissFailure(): void;
  /** The dialog a running step opened (render it; `GridPanel.Root` does). */
  dialog: ReactNode;
}

/** Per-item errors come back as `errors: { "<id>": [message] }` (422); show each. */
function failureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors)
    return Object.entries(error.errors).flatMap(([id, list]) => list.map((m) => `#${id}: ${m}`));
  return [error instanceof Error ? error.message : String(error)];
}

function confirmText<TItem>(action: GridBulkAction<TItem>, rows: readonly TItem[]): string {
  if (typeof action.confirm === 'string') return action.confirm;
  if (typeof action.confirm === 'function') return action.confirm(rows);
  return CONFIRM_DELETE_MANY;
}

/**
 * Bulk actions of a grid as awaited steps: the confirmation, the action's own `prepare`
 * steps (questions and dialogs are awaited inside the action), the ids sent in chunks of 200
 * with progress (a failed chunk is reported and the others still go), then `finish`.
 */
export function useGridBulk<TItem extends Identified>(options: GridBulkOptions<TItem>): GridBulk<TItem> {
  const { resource, dialogs } = options;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<GridBulkProgress | null>(null);
  const [failure, setFailure] = useState<GridBulkFailure | null>(null);
  const [dialog, setDialog] = useState<ReactNode>(null);
  const running = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Unmounting aborts a running action (its open dialog answers undefined).
  const unmount = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmount.current = controller;
    return () => controller.abort();
  }, []);

  const run = useCallback(
    async (action: GridBulkAction<TItem>, selection: DataGridSelection) => {
      if (running.current) return;
      running.current = true;
      const { collectIds, items } = latest.current;
      const signal = unmount.current.signal;
      let dialogSeq = 0;
      const rows = selection.allMatching ? items : items.filter((i) => selection.ids.includes(String(i.id)));
      const step: GridBulkStep<TItem> & { ids: RowId[] } = {
        ids: [],
        rows,
        signal,
        ask: (question) => dialogs.confirm(question),
        dialog: <T,>(render: (close: (answer?: T) => void) => ReactNode) =>
          new Promise<T | undefined>((resolve) => {
            if (signal.aborted) return resolve(undefined);
            const key = ++dialogSeq;
            const close = (answer?: T) => {
              signal.removeEventListener('abort', onAbort);
              setDialog(null);
              resolve(answer);
            };
            const onAbort = () => close(undefined);
            signal.addEventListener('abort', onAbort);
            setDialog(<Fragment key={key}>{render(close)}</Fragment>);
          }),
      };
      const messages: string[] = [];
      setFailure(null);
      setBusy(true);
      try {
        if (
          action.confirm &&
          !(await step.ask({ message: confirmText(action, rows), danger: action.tone === 'danger' }))
        )
          return;
        step.ids = await collectIds(selection, signal);
        if (action.prepare && (await action.prepare(step)) === false) return;
        if (signal.aborted) return;
        const ids = step.ids;
        const keys = resourceKeys(resource);
        if (action.optimistic === 'remove') {
          const gone = new Set(ids.map(String));
          queryClient.setQueriesData<ListResponse<TItem>>({ queryKey: keys.lists() }, (data) =>
            data && Array.isArray(data.items)
              ? { ...data, items: data.items.filter((i) => !gone.has(String(i.id))) }
              : data,
          );
        }
        const answers: unknown[] = [];
        if (action.send !== null) {
          // The server takes a bounded id list per call: send chunks (spec 2 §9).
          const chunkSize = action.chunkSize ?? BULK_FETCH_PAGE_SIZE;
          const send =
            action.send ?? ((chunk: readonly RowId[]) => resource.bulk(action.action, chunk, { signal }));
          setProgress({ action: action.label, done: 0, total: ids.length });
          try {
            for (let start = 0; start < ids.length && !signal.aborted; start += chunkSize) {
              const chunk = ids.slice(start, start + chunkSize);
              try {
                answers.push(await send(chunk, step));
              } catch (e) {
                messages.push(...failureMessages(e));
              }
              setProgress({
                action: action.label,
                done: Math.min(start + chunkSize, ids.length),
                total: ids.length,
              });
            }
          } finally {
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: keys.lists() }),
              ...ids.map((id) => queryClient.invalidateQueries({ queryKey: keys.detail(id) })),
            ]);
          }
        }
        if (messages.length === 0 && !signal.aborted) {
          latest.current.clearSelection?.();
          await action.finish?.(answers, step);
          latest.current.onDone?.(action.action, ids);
        }
      } catch (e) {
        if (!signal.aborted) messages.push(...failureMessages(e));
      } finally {
        running.current = false;
        if (!signal.aborted) {
          if (messages.length > 0) setFailure({ action: action.label, messages });
          setBusy(false);
          setProgress(null);
        }
      }
    },
    [dialogs, resource, queryClient],
  );

  return { run, busy, progress, failure, dismissFailure: useCallback(() => setFailure(null), []), dialog };
}
