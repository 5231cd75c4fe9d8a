import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { ResolvedRoute } from '../admin/assemble';
import { hasAccess, useAdmin, usePrincipal, useSessionState } from '../admin/admin-context';
import { ACCOUNT_PATH, LOGIN_PATH } from '../session/session';
import { LoadingPage, PermissionDeniedPage } from './pages';
import { ThemeSync } from './theme';

/** The path whose access was denied (spec 1 §6 "sets a permission-denied flag"), or null. */
export const permissionDeniedAtom = atom<string | null>(null);

/** Whether the current page was denied (for plugins that adapt their chrome). */
export function usePermissionDenied(): boolean {
  const { session } = useAdmin();
  return useAtomValue(permissionDeniedAtom, { store: session.store }) !== null;
}

/**
 * Lets only signed-in users through (spec 1 §2, §4): an unauthenticated visitor goes to the
 * login page with the requested address remembered; a disabled account is forced to the
 * account page. Every navigation refreshes the account (throttled to 30 s), so a changed
 * access list reaches menus and guards without a reload.
 */
export function RequireAuth() {
  const { session } = useAdmin();
  const { status, account } = useSessionState();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    // Also covers tokens that arrived from another tab's login while this one was signed out.
    if (!session.hasTokens) return;
    session.refreshAccount().catch(() => undefined);
  }, [session, status, location.pathname]);

  useEffect(() => {
    // A deliberate logout suppresses only the redirect right after it; later deep links are
    // remembered again.
    if (status === 'anonymous') session.acknowledgeLogout();
  }, [session, status]);

  useEffect(() => {
    const onFocus = () => session.refreshAccount().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [session]);

  if (status === 'anonymous' && !session.hasTokens) {
    if (!session.explicitLogout) session.rememberReturnAddress(here);
    return <Navigate to={LOGIN_PATH} replace />;
  }
  if (status !== 'ready' || !account) return <LoadingPage label="Loading your account…" />;
  if (account.disabled && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return (
    <>
      {/* The signed-in user's theme, for the shell and chromeless pages alike. */}
      <ThemeSync />
      <Outlet />
    </>
  );
}

function toComponent(loaded: Awaited<ReturnType<ResolvedRoute['load']>>): ComponentType {
  return typeof loaded === 'function' ? loaded : loaded.Component;
}

/** A lazily loaded page component per route (made once, so React keeps its state). */
const lazyPages = new WeakMap<ResolvedRoute, ComponentType>();
export function lazyPage(route: ResolvedRoute): ComponentType {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(async () => ({ default: toComponent(await route.load()) }));
    lazyPages.set(route, page);
  }
  return page;
}

/**
 * A plugin page behind its access check (runs on every navigation): without limited or full
 * access to the route's subject the permission-denied page shows and the page's code is not
 * even loaded.
 */
export function RouteGuard({ route, page: Page }: { route: ResolvedRoute; page: ComponentType }) {
  const { session } = useAdmin();
  const principal = usePrincipal();
  const location = useLocation();
  const allowed = route.public || hasAccess(principal, route.subject, route.ownerOnly);

  useEffect(() => {
    session.store.set(permissionDeniedAtom, allowed ? null : location.pathname);
  }, [allowed, location.pathname, session]);

  useEffect(() => {
    if (allowed && route.title) document.title = route.title;
  }, [allowed, route.title]);

  if (!allowed) return <PermissionDeniedPage />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <Page />
    </Suspense>
  );
}
