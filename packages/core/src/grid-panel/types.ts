import type { ReactNode } from 'react';
import type { ConfirmOptions } from '../notifications/dialog-service';
import { CONFIRM_DELETE_MANY } from '../notifications/dialog-service';

/** Orders' page sizes (spec 2 §9); the default for every grid. */
export const GRID_PAGE_SIZES = [20, 50, 100, 150, 200] as const;
/** Infinite scroll throttle (spec 1 §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 800;
/** Bulk actions on "all matching" collect ids in pages of this size (spec 2 §9). */
export const BULK_FETCH_PAGE_SIZE = 200;
/** The id of a new, unsaved row (spec 2 §2, spec 3 §2). */
export const NEW_ROW_ID = 0;

/** An id of a row as the server gives it. */
export type RowId = number | string;

/**
 * What the steps of a bulk action get. A step may ASK A QUESTION (`ask`) or OPEN A DIALOG
 * (`dialog`) and await the answer right there, inside the action: the screen keeps no
 * promise, resolver or answer of its own.
 */
export interface GridBulkStep<TItem = Record<string, unknown>> {
  /** The ids the action works on (every matching row's when "all matching" was chosen). */
  readonly ids: readonly RowId[];
  /** The selected rows that are loaded on screen. */
  readonly rows: readonly TItem[];
  /** Aborted when the grid unmounts while the action runs. */
  readonly signal: AbortSignal;
  /** Asks a Yes/No question (the admin's confirm dialog); resolves true for Yes. */
  ask(question: ConfirmOptions | string): Promise<boolean>;
  /**
   * Opens a dialog and waits for it: `render` gets `close(answer)`; closing it without an
   * answer (Escape, Cancel) resolves `undefined`.
   *
   * @example
   * const warehouse = await step.dialog<string>((close) => <PickWarehouse onAnswer={close} />);
   */
  dialog<T>(render: (close: (answer?: T) => void) => ReactNode): Promise<T | undefined>;
}

/**
 * A bulk action button of the grid. By default it sends `POST /x/{action}` with `{ ids }` in
 * chunks of 200 (spec 2 §9), with progress, and lists per-item errors of failed chunks.
 */
export interface GridBulkAction<TItem = Record<string, unknown>, TAnswer = unknown> {
  action: string;
  label: string;
  /**
   * A question asked first (Yes/No); `true` asks "Are you sure you want to delete these?". A
   * function builds it from the selected rows loaded on screen (e.g. the product delete lists
   * up to 15 SKUs, spec 4 §5).
   */
  confirm?: string | boolean | ((rows: readonly TItem[]) => string);
  tone?: 'default' | 'danger';
  /** Removes the rows from the cached pages at once, before the server answers. */
  optimistic?: 'remove';
  /** Ids per request (default 200). */
  chunkSize?: number;
  /**
   * Steps run after the confirmation and before anything is sent, with the collected ids:
   * ask a question, open a dialog, check the server. Answering `false` cancels the action
   * (nothing is sent, the selection stays).
   */
  prepare?(step: GridBulkStep<TItem>): Promise<boolean | void> | boolean | void;
  /**
   * Sends one chunk of ids (default `resource.bulk(action, ids)`); `null` sends nothing (an
   * action done on the client, e.g. an export that opens its dialog in `prepare`).
   */
  send?: ((ids: readonly RowId[], step: GridBulkStep<TItem>) => Promise<TAnswer>) | null;
  /** After every chunk was sent without an error: the answers of the chunks, in order. */
  finish?(answers: readonly TAnswer[], step: GridBulkStep<TItem>): Promise<void> | void;
}

/** The standard bulk delete: confirmation, optimistic removal. */
export const BULK_DELETE: GridBulkAction = {
  action: 'delete',
  label: 'Delete',
  confirm: CONFIRM_DELETE_MANY,
  tone: 'danger',
  optimistic: 'remove',
};

/** What the side panel's content gets. */
export interface GridPanelContext<TItem> {
  /** The id of the open panel; 0 is a new, unsaved row. */
  id: RowId;
  isNew: boolean;
  /**
   * The item as the server returns it (with `itemExpand`); undefined only for a new row. The
   * panel shows its own loading and error states, and remounts the content per row, so a form
   * can take its initial values from `item` once.
   */
  item: TItem | undefined;
  /**
   * Saves the form: creates (new row; the panel then shows the created id) or updates (the row
   * is replaced in place in the grid). Rejects with the ApiError so the form can show
   * `errors` on its fields; the dirty flag is cleared on success.
   */
  save: (body: unknown) => Promise<TItem>;
  saving: boolean;
  /** Tell the panel whether the form has unsaved changes (guards close and row switches). */
  setDirty: (dirty: boolean) => void;
  /** Closes the panel (asking first when there are unsaved changes). */
  close: () => void;
}
