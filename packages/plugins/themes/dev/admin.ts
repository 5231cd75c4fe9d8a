/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { themesPlugin } from '../src/admin/plugin';

export const adminPlugins = [themesPlugin];
