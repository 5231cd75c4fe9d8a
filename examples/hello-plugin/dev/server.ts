/**
 * What `storeroom dev` loads into the reference server: this package's server part, and the
 * customers plugin's, whose contract Hello reads (the customer of an item).
 */
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { helloServerPlugin } from '../src/server/plugin';

export const serverPlugins = [customersServerPlugin, helloServerPlugin];
