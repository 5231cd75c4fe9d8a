/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { checkoutServerPlugin } from '../src/server/plugin';

export const serverPlugins = [checkoutServerPlugin];
