import { useCallback, useMemo } from 'react';
import { MENU_GROUPS, MENU_GROUP_LABELS } from '../plugin/define-plugin';
import type { MenuGroup } from '../plugin/define-plugin';
import type { ResolvedMenuEntry } from '../admin/assemble';
import { useInstalledApps } from '../admin/app-install';
import { hasAccess, useAccount, useAdmin, usePrincipal } from '../admin/admin-context';
import { useApi } from '../plugin/api-provider';
import { toastApiRef } from '../core-apis';
import { toastError } from '../notifications/errors';
import { DEFAULT_FAVOURITES } from '../session/session';
import { findRegisteredRoute } from '../admin/use-route';

export interface MenuSection {
  group: MenuGroup;
  label: string;
  entries: readonly ResolvedMenuEntry[];
}

/**
 * The menu the signed-in user may see (spec 4 §4, §6): entries whose subject they have limited
 * or full access to; owner-only entries (Employees) never for employees; entries of apps that
 * are not installed are left out. Recomputed whenever the account's access list changes,
 * without a reload.
 */
export function useVisibleMenu(): MenuSection[] {
  const { model } = useAdmin();
  const principal = usePrincipal();
  const installed = useInstalledApps();
  return useMemo(
    () =>
      MENU_GROUPS.map((group) => ({
        group,
        label: MENU_GROUP_LABELS[group],
        entries: model.menu.filter(
          (e) =>
            e.group === group &&
            installed[e.pluginId] !== false &&
            hasAccess(principal, e.subject, e.ownerOnly),
        ),
      })).filter((section) => section.entries.length > 0),
    [model.menu, principal, installed],
  );
}

/** Labels of the default favourites (spec 4 §9), for one no installed plugin provides. */
const DEFAULT_FAVOURITE_LABELS: Readonly<Record<string, string>> = {
  '/admin': 'Dashboard',
  '/admin/orders': 'Orders',
  '/admin/reports': 'Reports',
};

/** A favourite whose page no plugin of this admin provides: shown disabled, with the reason. */
export interface UnavailableFavourite {
  path: string;
  label: string;
  reason: string;
}

/**
 * The header favourites: saved paths (default Dashboard, Orders, Reports) the user may open,
 * and `unavailable`, the saved or default ones no plugin of this admin provides (the shell
 * shows them disabled with the reason rather than dropping them silently). Favourites the user
 * may not open are left out.
 */
export function useFavourites() {
  const { session, model } = useAdmin();
  const account = useAccount();
  const toast = useApi(toastApiRef);
  const sections = useVisibleMenu();
  const saved = account?.menu?.favourites;
  const paths = useMemo(() => (saved && saved.length ? saved : DEFAULT_FAVOURITES), [saved]);
  const entries = useMemo(() => {
    const visible = sections.flatMap((s) => s.entries);
    return paths
      .map((path) => visible.find((e) => e.path === path))
      .filter((e): e is ResolvedMenuEntry => e !== undefined);
  }, [paths, sections]);
  const unavailable = useMemo(
    () =>
      paths
        .filter((path) => !findRegisteredRoute(model.routes, path))
        .map((path): UnavailableFavourite => {
          const label = DEFAULT_FAVOURITE_LABELS[path] ?? path;
          return {
            path,
            label,
            reason: `${label} is not available: no installed plugin provides this page.`,
          };
        }),
    [paths, model.routes],
  );

  const toggle = useCallback(
    async (path: string) => {
      const next = paths.includes(path) ? paths.filter((p) => p !== path) : [...paths, path];
      try {
        // Saved through the account (spec 4 §7 "update menu").
        await session.updateAccount({ menu: { favourites: next } });
      } catch (error) {
        toastError(toast, error);
      }
    },
    [paths, session, toast],
  );

  return { paths, entries, unavailable, toggle, isFavourite: (path: string) => paths.includes(path) };
}
