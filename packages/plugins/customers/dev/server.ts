/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { customersServerPlugin } from '../src/server/plugin';

export const serverPlugins = [customersServerPlugin];
