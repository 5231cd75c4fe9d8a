/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { generalSettingsPlugin } from '../src/admin/plugin';

export const adminPlugins = [generalSettingsPlugin];
