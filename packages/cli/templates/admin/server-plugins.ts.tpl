/** The server parts of this admin's plugins (`storeroom create plugin --register` adds lines here). */
import type { ServerPlugin } from '@storeroom/server';
__SERVERIMPORTS__// storeroom:imports

export const serverPlugins: ServerPlugin[] = [
  __SERVERENTRIES__// storeroom:plugins
];
