import type { PluginManifest } from '@storeroom/core';
import { homePlugin } from './home/home-plugin';

/** Every plugin of the assembled admin, in menu order. Add first-party plugins here. */
export const plugins: readonly PluginManifest[] = [homePlugin];
