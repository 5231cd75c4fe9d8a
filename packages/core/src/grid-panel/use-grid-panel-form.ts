import { useCallback, useState } from 'react';
import type { ResourceClient } from '../client/resource';
import { useCreateResource, useResourceItem, useUpdateResource } from '../data/resource-hooks';
import type { Identified } from '../data/resource-hooks';
import type { DialogService } from '../notifications/dialog-service';
import { useUnsavedChangesGuard } from '../notifications/unsaved-changes';
import { NEW_ROW_ID } from './types';
import type { GridPanelContext, RowId } from './types';

export interface GridPanelFormOptions<TItem> {
  /** The open row (0 = a new row), e.g. the URL state's `panelId`. */
  id: RowId | null;
  /** Opens a row (`null` closes), e.g. the URL state's `setPanelId`. */
  setId(id: RowId | null, options?: { replace?: boolean }): void;
  /** Whether rows open at all (a panel is rendered). */
  enabled?: boolean;
  /** Whether the new row (id 0) opens (default true); false: `?id=0` opens nothing. */
  newRows?: boolean;
  /** Expand of the item request. */
  itemExpand?: readonly string[];
  /** The row as the grid shows it, shown while the detail loads. */
  placeholder?: TItem;
  /** Asks the unsaved-changes question. */
  dialogs: DialogService;
  /** Reports the form's unsaved state. */
  onDirtyChange?(dirty: boolean): void;
}

/** The side panel's row, its form state and the guarded ways to open and close rows. */
export interface GridPanelForm<TItem> {
  id: RowId | null;
  open: boolean;
  isNew: boolean;
  /** The item once loaded (the grid's row while it loads). */
  item: TItem | undefined;
  /** The loaded item (not the placeholder) is there, or the row is new. */
  ready: boolean;
  error: Error | null;
  dirty: boolean;
  setDirty(dirty: boolean): void;
  saving: boolean;
  save(body: unknown): Promise<TItem>;
  /** Opens a row (0 = new), asking first when the open form has unsaved changes. */
  openRow(id: RowId): void;
  /** Closes the panel, asking first when the form has unsaved changes. */
  close(): void;
  /** What the panel's content gets. */
  context: GridPanelContext<TItem> | null;
}

/**
 * The side panel's form: the item (with its expand), create for a new row (the panel then
 * shows the created id) or update in place, and ONE unsaved-changes guard (core's
 * `useUnsavedChangesGuard`): closing, switching rows, leaving the page and closing the tab ask.
 */
export function useGridPanelForm<TItem extends Identified>(
  resource: ResourceClient<TItem, unknown, unknown>,
  options: GridPanelFormOptions<TItem>,
): GridPanelForm<TItem> {
  const {
    id,
    setId,
    enabled = true,
    newRows = true,
    itemExpand,
    placeholder,
    dialogs,
    onDirtyChange,
  } = options;
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback(
    (next: boolean) => {
      setDirtyState(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );
  // Rows open through the address: only leaving the path asks through the router; opening
  // and closing rows asks here.
  const guard = useUnsavedChangesGuard(dirty, { navigations: 'path', dialogs });
  const isNew = id !== null && String(id) === String(NEW_ROW_ID);
  const itemQuery = useResourceItem(resource, id, {
    expand: itemExpand,
    enabled,
    // NonFunctionGuard cannot be proven for a generic TItem; rows are plain objects.
    placeholderData: placeholder as never,
  });
  const create = useCreateResource(resource);
  const update = useUpdateResource(resource);

  const go = useCallback(
    (next: RowId | null) => {
      void guard.confirmLeave(() => {
        setDirty(false);
        setId(next);
      });
    },
    [guard, setDirty, setId],
  );
  const openRow = useCallback(
    (next: RowId) => {
      if (String(next) === String(id)) return;
      go(next);
    },
    [go, id],
  );
  const close = useCallback(() => go(null), [go]);

  const save = async (body: unknown): Promise<TItem> => {
    if (id === null) throw new Error('No row is open.');
    if (isNew) {
      const created = await create.mutateAsync(body);
      setDirty(false);
      setId(created.id, { replace: true });
      return created;
    }
    const saved = await update.mutateAsync({ id, body });
    setDirty(false);
    return saved;
  };

  const open = id !== null && enabled && (newRows || !isNew);
  const ready = isNew || (itemQuery.data !== undefined && !itemQuery.isPlaceholderData);
  const item = isNew ? undefined : itemQuery.data;
  const saving = create.isPending || update.isPending;
  return {
    id,
    open,
    isNew,
    item,
    ready,
    error: itemQuery.error,
    dirty,
    setDirty,
    saving,
    save,
    openRow,
    close,
    context: open && ready ? { id, isNew, item, save, saving, setDirty, close } : null,
  };
}
