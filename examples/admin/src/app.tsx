import { createAdmin } from '@storeroom/core';
import { plugins } from 'virtual:storeroom-plugins';

/** The assembled admin: every first-party plugin registered here, served under /admin. */
export const admin = createAdmin({
  plugins,
  apiBaseUrl: '/api/v1',
  productName: 'Storeroom',
});

export const App = admin.App;
