import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiHolder } from '../plugin/api-provider';
import { useAdmin } from './admin-context';

const installedKey = (pluginId: string) => ['core', 'app-installed', pluginId] as const;

/**
 * Whether each installable plugin (one with `isInstalled`) is installed, by plugin id
 * (spec 4 §4: apps are installed or not). `undefined` while unknown; plugins without
 * `isInstalled` are always on and not listed.
 */
export function useInstalledApps(): Readonly<Record<string, boolean | undefined>> {
  const { model } = useAdmin();
  const apis = useApiHolder();
  const installable = useMemo(() => model.plugins.filter((p) => p.isInstalled), [model.plugins]);
  const states = useQueries({
    queries: installable.map((plugin) => ({
      queryKey: installedKey(plugin.id),
      queryFn: async () => Boolean(await plugin.isInstalled!({ apis })),
      staleTime: 60_000,
    })),
    combine: (results) => results.map((r) => r.data),
  });
  return useMemo(
    () => Object.fromEntries(installable.map((plugin, i) => [plugin.id, states[i]])),
    [installable, states],
  );
}

/**
 * Install state and actions of one app plugin: `install()` runs its `onInstall`,
 * `uninstall()` its `onUninstall`; both refresh the installed state (and so the menu).
 */
export function useAppInstall(pluginId: string) {
  const { model } = useAdmin();
  const apis = useApiHolder();
  const queryClient = useQueryClient();
  const plugin = model.plugins.find((p) => p.id === pluginId);
  if (!plugin) throw new Error(`No plugin "${pluginId}" is registered.`);
  const installed = useInstalledApps()[pluginId];
  const refresh = () => queryClient.invalidateQueries({ queryKey: installedKey(pluginId) });
  const install = useMutation({
    mutationFn: async () => {
      await plugin.onInstall?.({ apis });
    },
    onSettled: refresh,
  });
  const uninstall = useMutation({
    mutationFn: async () => {
      await plugin.onUninstall?.({ apis });
    },
    onSettled: refresh,
  });
  return {
    /** `true`/`false`, or `undefined` while loading; plugins without `isInstalled` are `true`. */
    installed: plugin.isInstalled ? installed : true,
    install: install.mutateAsync,
    uninstall: uninstall.mutateAsync,
    busy: install.isPending || uninstall.isPending,
  };
}
