import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { Location } from 'react-router';
import { useOptionalApi } from '../plugin/api-provider';
import { dialogApiRef } from '../core-apis';
import { UNSAVED_CHANGES_MESSAGE } from './dialog-service';
import type { DialogService } from './dialog-service';

/** What {@link useUnsavedChangesGuard} gives back. */
export interface UnsavedChangesGuard {
  /**
   * Runs `navigate` without asking: for the navigation a successful save or delete makes
   * itself (e.g. back to the list), in the same tick as clearing the dirty flag, before the
   * cleared flag has rendered.
   */
  leave(navigate: () => void): void;
  /**
   * Runs `action` (closing a panel, opening another row) at once when there are no unsaved
   * changes; otherwise asks first and runs it only on Yes. Resolves whether it ran.
   */
  confirmLeave(action: () => void): Promise<boolean>;
}

export interface UnsavedChangesGuardOptions {
  /** The question; defaults to "All your changes will be lost. Are you sure you want to do this?". */
  message?: string;
  /**
   * Which router navigations ask: `'address'` (default) any change of path or query, `'path'`
   * only a change of path (a list whose side panel keeps its own state in the query, e.g.
   * `?id=`, guards those changes itself with `confirmLeave`).
   */
  navigations?: 'address' | 'path';
  /** The dialog service that asks (default: the admin's, `dialogApiRef`). */
  dialogs?: DialogService;
}

type BlockerFn = (args: { currentLocation: Location; nextLocation: Location }) => boolean;
interface RouteBlocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}
const UNBLOCKED: RouteBlocker = { state: 'unblocked' };
const useNoBlocker = (_when: BlockerFn): RouteBlocker => UNBLOCKED;

/**
 * Guards unsaved changes (spec 4 §8): while `dirty`, leaving the page through the router asks
 * "All your changes will be lost. Are you sure you want to do this?" (Yes leaves, No stays),
 * closing or reloading the tab triggers the browser's own leave prompt, and `confirmLeave`
 * asks the same before an in-page action (closing a side panel, opening another row).
 *
 * Router navigations are blocked under a data router (the admin's); under a plain
 * `<MemoryRouter>` only `confirmLeave` and the tab-close prompt guard.
 *
 * @example
 * const guard = useUnsavedChangesGuard(isDirty);
 * const onSaved = () => guard.leave(() => navigate('/admin/products'));
 * const onClose = () => void guard.confirmLeave(() => setOpen(false));
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: UnsavedChangesGuardOptions | string = {},
): UnsavedChangesGuard {
  const {
    message = UNSAVED_CHANGES_MESSAGE,
    navigations = 'address',
    dialogs: given,
  } = typeof options === 'string' ? { message: options } : options;
  const fromApis = useOptionalApi(dialogApiRef);
  const dialogs = given ?? fromApis;
  if (!dialogs) throw new Error('useUnsavedChangesGuard needs the dialog API (dialogApiRef) or `dialogs`.');
  const bypass = useRef(false);
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  // A router without blocking support (no data router) never changes under a mounted screen.
  const useRouteBlocker = useContext(UNSAFE_DataRouterContext) !== null ? useBlocker : useNoBlocker;
  const blocker: RouteBlocker = useRouteBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (navigations === 'address' && currentLocation.search !== nextLocation.search)),
  );
  const leave = useCallback((navigate: () => void) => {
    bypass.current = true;
    try {
      navigate();
    } finally {
      // The router asks the blocker synchronously inside navigate(); later navigations are guarded again.
      bypass.current = false;
    }
  }, []);

  const confirmLeave = useCallback(
    async (action: () => void) => {
      if (dirtyRef.current && !(await dialogs.confirm({ message, title: 'Unsaved changes' }))) return false;
      leave(action);
      return true;
    },
    [dialogs, message, leave],
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void dialogs.confirm({ message, title: 'Unsaved changes' }).then((answer) => {
      if (!active) return;
      if (answer) blocker.proceed?.();
      else blocker.reset?.();
    });
    return () => {
      active = false;
    };
  }, [blocker, dialogs, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, message]);

  return { leave, confirmLeave };
}
