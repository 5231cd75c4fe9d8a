/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { __CAMEL__Plugin } from '../src/admin/plugin';

export const adminPlugins = [__CAMEL__Plugin];
