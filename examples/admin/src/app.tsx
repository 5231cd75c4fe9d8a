import { createAdmin } from '@storeroom/core';
import { homePlugin } from './home/home-plugin';

/** The assembled admin: every first-party plugin registered here, served under /admin. */
export const admin = createAdmin({
  plugins: [homePlugin],
  apiBaseUrl: '/api/v1',
  productName: 'Storeroom',
});

export const App = admin.App;
