import { QueryClientContext } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isPaletteShortcut, isTypingTarget, useCommandPaletteOpen, useShortcutsHelpOpen } from './shortcuts';

// Both load on first use: the shell's first load carries only this listener.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })));

function activeElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

function returnFocus(event: Event, target: { current: HTMLElement | null }) {
  const element = target.current;
  target.current = null;
  if (element?.isConnected) {
    event.preventDefault();
    element.focus();
  } else if (element === null) {
    // Another dialog took over (palette -> help): leave the focus to it.
    event.preventDefault();
  }
}

/**
 * Runs `task` when the browser is idle after the first screen: its page's code is loaded, the
 * requests it started (its data, through TanStack Query) have answered and nothing shows as
 * loading (`aria-busy`); at the latest after 5 s. Idle time while the first rows are on their
 * way is not "after": a list's first rows do not wait for this code (issue 15 item 6).
 * Returns the cancel function.
 */
function afterFirstScreen(queryClient: QueryClient | undefined, task: () => void): () => void {
  const deadline = Date.now() + 5000;
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The first screen's data was asked for (a page without queries waits for the deadline).
  let started = queryClient === undefined || queryClient.isFetching() > 0;
  const unsubscribe =
    queryClient?.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) started = true;
    }) ?? (() => {});
  const settled = () =>
    started &&
    queryClient?.isFetching() === 0 &&
    !document.querySelector('.sr-page-loading, [aria-busy="true"]');
  const check = () => {
    if (cancelled) return;
    if (settled() || Date.now() > deadline) {
      unsubscribe();
      task();
    } else schedule();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(check, { timeout: 500 });
    else timer = setTimeout(check, 200);
  };
  schedule();
  return () => {
    cancelled = true;
    unsubscribe();
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * The shell's keyboard shortcuts (listed in `KEYBOARD_SHORTCUTS`): Ctrl/Cmd+K opens or closes
 * the command palette from anywhere (also inside fields), `/` goes to the header search and
 * `?` shows the shortcuts help when the user is not typing. Renders the palette and the help
 * once they were first asked for.
 */
export function CommandPaletteHost({ debounceMs }: { debounceMs?: number }) {
  const [paletteOpen, setPaletteOpen] = useCommandPaletteOpen();
  const [helpOpen, setHelpOpen] = useShortcutsHelpOpen();
  const [paletteLoaded, setPaletteLoaded] = useState(paletteOpen);
  const [helpLoaded, setHelpLoaded] = useState(helpOpen);
  if (paletteOpen && !paletteLoaded) setPaletteLoaded(true);
  if (helpOpen && !helpLoaded) setHelpLoaded(true);

  // Where the focus was when each opened (runs before the dialog moves it): it goes back there
  // on close, as the dialogs have no trigger button of their own.
  const paletteReturn = useRef<HTMLElement | null>(null);
  const helpReturn = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (paletteOpen) paletteReturn.current = activeElement();
  }, [paletteOpen]);
  useLayoutEffect(() => {
    if (helpOpen) helpReturn.current = activeElement();
  }, [helpOpen]);

  // Fetched once the browser is idle after the first screen (not part of it), so the first
  // Ctrl/Cmd+K opens at once and no typed key is lost while the palette's code loads.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => afterFirstScreen(queryClient, () => void import('./command-palette')), [queryClient]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        setHelpOpen(false);
        setPaletteOpen((open) => !open);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      // Not while a dialog or menu has the focus: their own keys come first.
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('.sr-header .sr-search-input');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setPaletteOpen, setHelpOpen]);

  return (
    <>
      {paletteLoaded ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={paletteOpen}
            onOpenChange={setPaletteOpen}
            onShowShortcuts={() => {
              // The help returns the focus where the palette would have.
              helpReturn.current = paletteReturn.current;
              paletteReturn.current = null;
              setHelpOpen(true);
            }}
            onCloseAutoFocus={(event) => returnFocus(event, paletteReturn)}
            debounceMs={debounceMs}
          />
        </Suspense>
      ) : null}
      {helpLoaded ? (
        <Suspense fallback={null}>
          <ShortcutsHelp
            open={helpOpen}
            onOpenChange={setHelpOpen}
            onCloseAutoFocus={(event) => returnFocus(event, helpReturn)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
