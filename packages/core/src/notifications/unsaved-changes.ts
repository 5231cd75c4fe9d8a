import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useApi } from '../plugin/api-provider';
import { dialogApiRef } from '../core-apis';
import { UNSAVED_CHANGES_MESSAGE } from './dialog-service';

/** What {@link useUnsavedChangesGuard} gives back. */
export interface UnsavedChangesGuard {
  /**
   * Runs `navigate` without asking: for the navigation a successful save or delete makes
   * itself (e.g. back to the list), in the same tick as clearing the dirty flag, before the
   * cleared flag has rendered.
   */
  leave(navigate: () => void): void;
}

/**
 * Guards unsaved changes (spec 4 §8): while `dirty`, leaving the page through the router asks
 * "All your changes will be lost. Are you sure you want to do this?" (Yes leaves, No stays),
 * and closing or reloading the tab triggers the browser's own leave prompt.
 *
 * @example
 * const guard = useUnsavedChangesGuard(isDirty);
 * const onSaved = () => guard.leave(() => navigate('/admin/products'));
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  message: string = UNSAVED_CHANGES_MESSAGE,
): UnsavedChangesGuard {
  const dialogs = useApi(dialogApiRef);
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void dialogs.confirm({ message, title: 'Unsaved changes' }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
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

  return { leave };
}
