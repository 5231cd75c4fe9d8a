/**
 * The server parts of the list in package.json (`storeroom.plugins`), loaded at run time
 * (tests, `tsx server.ts`). The built server (tsup) replaces this module with static imports
 * of the same list (plugin-list.ts).
 */
import type { ServerPlugin } from '@storeroom/server';
import { loadServerPlugins } from './plugin-list';

export const serverPlugins: ServerPlugin[] = await loadServerPlugins();
