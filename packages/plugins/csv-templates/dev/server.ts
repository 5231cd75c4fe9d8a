/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { csvTemplatesServerPlugin } from '../src/server/plugin';

export const serverPlugins = [csvTemplatesServerPlugin];
