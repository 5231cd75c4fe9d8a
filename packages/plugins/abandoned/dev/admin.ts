/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { abandonedPlugin } from '../src/admin/plugin';

export const adminPlugins = [abandonedPlugin];
