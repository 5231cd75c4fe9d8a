/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { dashboardServerPlugin } from '../src/server/plugin';

export const serverPlugins = [dashboardServerPlugin];
