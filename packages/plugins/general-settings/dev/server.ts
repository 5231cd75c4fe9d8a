/** What `storeroom dev` loads into the reference server: this package's server part. */
import { generalSettingsServerPlugin } from '../src/server/plugin';

export const serverPlugins = [generalSettingsServerPlugin];
