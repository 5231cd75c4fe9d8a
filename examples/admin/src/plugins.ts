import type { PluginManifest } from '@storeroom/core';
import { helloPlugin } from '@storeroom/example-hello-plugin';
import { customersPlugin } from '@storeroom/plugin-customers';
import { employeesPlugin } from '@storeroom/plugin-employees';
// storeroom:imports
import { homePlugin } from './home/home-plugin';

/**
 * Every plugin of the assembled admin, in menu order. Add first-party plugins here
 * (`storeroom create plugin <id> --register` does it).
 */
export const plugins: readonly PluginManifest[] = [
  homePlugin,
  helloPlugin,
  customersPlugin,
  employeesPlugin,
  // storeroom:plugins
];
