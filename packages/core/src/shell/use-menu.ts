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

/** The header favourites: saved paths (default Dashboard, Orders, Reports) the user may open. */
export function useFavourites() {
  const { session } = useAdmin();
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

  return { paths, entries, toggle, isFavourite: (path: string) => paths.includes(path) };
}
