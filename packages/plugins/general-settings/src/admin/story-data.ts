/** Story data: a store's general settings on a memory server of core's contract (data only, no rules). */
import { coreContract } from '@storeroom/core/contract';
import type { GeneralSettings } from '@storeroom/core/contract';
import { contractMemoryHttp } from '@storeroom/core/testing';

/** The demo store's settings, as `GET /settings/general?expand=s3_folder` answers them. */
export const SAMPLE_SETTINGS: GeneralSettings = {
  store_name: 'Storeroom Demo',
  email: 'hello@storeroom-demo.test',
  default_currency: 'USD',
  unit_system: 2,
  weight_unit: 4,
  order_prefix: '#',
  order_suffix: '',
  enable_password: true,
  fes_password: 'open-sesame',
  store_url: 'https://storeroom-demo.storeroom.test',
  internal_store_url: 'https://storeroom-demo.storeroom.test',
  timezone: 'America/New_York',
  subdomain: 'storeroom-demo',
  s3_folder: '1/',
};

/** A memory server answering the store profile's endpoints with `settings`, each write merged in. */
export function settingsHttp(settings: GeneralSettings = SAMPLE_SETTINGS) {
  let current = { ...settings };
  return contractMemoryHttp(
    coreContract,
    {},
    {
      endpoints: {
        getGeneralSettings: () => current,
        updateGeneralSettings: ({ body }) => (current = { ...current, ...(body as object) }),
        updateTimezone: ({ body }) => (current = { ...current, ...(body as object) }),
        updateSubdomain: ({ body }) =>
          (current = { ...current, subdomain: (body as { subdomain: string }).subdomain }),
        deleteStore: () => ({ url: '/admin/user/login' }),
      },
    },
  );
}
