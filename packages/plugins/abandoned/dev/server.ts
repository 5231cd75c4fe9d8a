/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { abandonedServerPlugin } from '../src/server/plugin';

export const serverPlugins = [abandonedServerPlugin];
