/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { upsellsPlugin } from '../src/admin/plugin';

export const adminPlugins = [upsellsPlugin];
