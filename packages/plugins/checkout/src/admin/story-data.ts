/** Story data: the plugin's demo settings (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { checkoutContract } from '../contract';
import type { CheckoutSettings, CheckoutSettingsUpdate } from '../contract';
import { SEED_CHECKOUT_SETTINGS } from '../server/seed-data';

export function sampleSettings(overrides: Partial<CheckoutSettings> = {}): CheckoutSettings {
  return { ...SEED_CHECKOUT_SETTINGS, updated_at: '2026-11-01T10:00:00.000Z', ...overrides };
}

/** A memory server of the contract: GET answers `settings`, PATCH merges the parts sent. */
export function settingsHttp(initial: CheckoutSettings) {
  let settings = initial;
  return contractMemoryHttp(
    checkoutContract,
    {},
    {
      endpoints: {
        get: () => settings,
        update: ({ body: sent }) => {
          const body = sent as CheckoutSettingsUpdate;
          settings = {
            ...settings,
            ...body,
            header: body.header ?? settings.header,
            policies: { ...settings.policies, ...body.policies },
            fields: { ...settings.fields, ...body.fields },
          } as CheckoutSettings;
          return settings;
        },
      },
    },
  );
}
