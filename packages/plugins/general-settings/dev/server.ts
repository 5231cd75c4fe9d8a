/** What `storeroom dev` loads into the reference server: none; the store profile is core's. */
import type { ServerPlugin } from '@storeroom/server';

export const serverPlugins: ServerPlugin[] = [];
