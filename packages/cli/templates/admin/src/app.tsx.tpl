import type { CreateAdminOptions } from '@storeroom/core';
import { plugins } from './plugins';

/** The admin: the shell with the plugins of src/plugins.ts, served under /admin. */
export const adminOptions: CreateAdminOptions = { plugins, apiBaseUrl: '/api/v1', productName: '__TITLE__' };
