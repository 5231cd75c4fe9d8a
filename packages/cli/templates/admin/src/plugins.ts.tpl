/** The admin plugins of this admin (`storeroom create plugin --register` adds lines here). */
import type { PluginManifest } from '@storeroom/core';
__ADMINIMPORTS__// storeroom:imports

export const plugins: PluginManifest[] = [
  __ADMINENTRIES__// storeroom:plugins
];
