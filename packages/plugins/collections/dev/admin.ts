/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { collectionsPlugin } from '../src/admin/plugin';

export const adminPlugins = [collectionsPlugin];
