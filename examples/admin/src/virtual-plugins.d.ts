/** The assembled admin's plugin manifests in menu order (plugin-list.ts, served by Vite). */
declare module 'virtual:storeroom-plugins' {
  import type { PluginManifest } from '@storeroom/core';

  export const plugins: readonly PluginManifest[];
}
