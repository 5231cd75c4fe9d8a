/**
 * The server parts of the assembled admin's plugins
 * (`storeroom create plugin <id> --register` adds lines here).
 */
import type { ServerPlugin } from '@storeroom/server';
import { helloServerPlugin } from '@storeroom/example-hello-plugin/server';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { employeesServerPlugin } from '@storeroom/plugin-employees/server';
// storeroom:imports

export const serverPlugins: ServerPlugin[] = [
  helloServerPlugin,
  customersServerPlugin,
  employeesServerPlugin,
  // storeroom:plugins
];
