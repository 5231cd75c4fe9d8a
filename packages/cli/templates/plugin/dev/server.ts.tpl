/** What `storeroom dev` loads into the reference server: this package's server parts. */
import { __CAMEL__ServerPlugin } from '../src/server/plugin';

export const serverPlugins = [__CAMEL__ServerPlugin];
