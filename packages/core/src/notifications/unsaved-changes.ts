import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useApi } from '../plugin/api-provider';
import { dialogApiRef } from '../core-apis';
import { UNSAVED_CHANGES_MESSAGE } from './dialog-service';

/**
 * Guards unsaved changes (spec 4 §8): while `dirty`, leaving the page through the router asks
 * "All your changes will be lost. Are you sure you want to do this?" (Yes leaves, No stays),
 * and closing or reloading the tab triggers the browser's own leave prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE): void {
  const dialogs = useApi(dialogApiRef);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

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
}
