/**
 * What `storeroom dev` runs for this package alone: the admin plugins and the server plugins.
 */
import { helloPlugin } from '../src/admin/plugin';
import { helloServerPlugin } from '../src/server/plugin';

export const adminPlugins = [helloPlugin];
export const serverPlugins = [helloServerPlugin];
