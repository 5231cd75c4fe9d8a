/** What `storeroom dev` loads into the admin shell: this package's admin plugins. */
import { employeesPlugin } from '../src/admin/plugin';

export const adminPlugins = [employeesPlugin];
