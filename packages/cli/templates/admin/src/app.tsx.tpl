import { createAdmin } from '@storeroom/core';
import { plugins } from './plugins';

/** The admin: the shell with the plugins of src/plugins.ts, served under /admin. */
export const admin = createAdmin({ plugins, apiBaseUrl: '/api/v1', productName: '__TITLE__' });

export const App = admin.App;
