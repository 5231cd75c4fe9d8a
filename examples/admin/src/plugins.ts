/**
 * The admin manifests of the list in package.json (`storeroom.plugins`), in menu order,
 * loaded at run time for tests. The browser bundle imports `virtual:storeroom-plugins`
 * (the same list, as static imports; plugin-list.ts).
 */
import type { PluginManifest } from '@storeroom/core';
import { loadAdminPlugins } from '../plugin-list';

export const plugins: readonly PluginManifest[] = await loadAdminPlugins();
