import { useMemo } from 'react';
import { matchPath } from 'react-router';
import type { ResolvedRoute } from './assemble';
import { useAdmin } from './admin-context';
import { useInstalledApps } from './app-install';
import { normalisePath } from './paths';

/** The registered route that opens `path` (query and hash ignored), or undefined. */
export function findRegisteredRoute(
  routes: readonly ResolvedRoute[],
  path: string,
): ResolvedRoute | undefined {
  const pathname = normalisePath(path);
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

/**
 * Whether a page of the assembled admin opens `path`: a plugin registers a route for it and
 * that plugin is not an uninstalled app. Links to pages another plugin may provide (a setup
 * checklist's shortcut to the shipping settings) use it to avoid leading to "Page not found",
 * and start working when that plugin is added, without an edit.
 *
 * @example
 * const canOpen = useRouteAvailable('/admin/settings/shipping');
 */
export function useRouteAvailable(path: string): boolean {
  const { model } = useAdmin();
  const installed = useInstalledApps();
  return useMemo(() => {
    const route = findRegisteredRoute(model.routes, path);
    return route !== undefined && installed[route.pluginId] !== false;
  }, [model.routes, installed, path]);
}

/** {@link useRouteAvailable} for several paths at once: the set of those a page opens. */
export function useAvailableRoutes(paths: readonly string[]): ReadonlySet<string> {
  const { model } = useAdmin();
  const installed = useInstalledApps();
  const key = paths.join('\n');
  return useMemo(
    () =>
      new Set(
        key.split('\n').filter((path) => {
          const route = path ? findRegisteredRoute(model.routes, path) : undefined;
          return route !== undefined && installed[route.pluginId] !== false;
        }),
      ),
    [model.routes, installed, key],
  );
}
