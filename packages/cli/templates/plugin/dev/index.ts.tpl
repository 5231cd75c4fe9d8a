/**
 * What `storeroom dev` runs for this package alone: the admin plugins and the server plugins.
 */
import { __CAMEL__Plugin } from '../src/admin/plugin';
import { __CAMEL__ServerPlugin } from '../src/server/plugin';

export const adminPlugins = [__CAMEL__Plugin];
export const serverPlugins = [__CAMEL__ServerPlugin];
