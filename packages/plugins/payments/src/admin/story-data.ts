/** Story data: the plugin's own demo settings (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp } from '@storeroom/core/testing';
import { PAYMENT_PROCESSORS, PROCESSOR_DEFINITIONS, paymentsContract, secretSetKey } from '../contract';
import type { PaymentSettings, PaymentSettingsPatch, ProcessorState } from '../contract';
import { SEED_PAYMENT_CURRENCIES, SEED_PAYMENT_PROCESSORS } from '../server/seed-data';

/** The demo settings; `enabled` lists the processors to show enabled (the first is the default). */
export function sampleSettings(enabled: readonly string[] = []): PaymentSettings {
  const processors: ProcessorState[] = PAYMENT_PROCESSORS.map((processor) => {
    const seed = SEED_PAYMENT_PROCESSORS.find((s) => s.processor === processor);
    const settings: Record<string, string | boolean> = {};
    for (const field of PROCESSOR_DEFINITIONS[processor].fields) {
      const value = seed?.settings[field.name] ?? (enabled.includes(processor) ? `${field.name}-value` : '');
      if (field.secret) settings[secretSetKey(field.name)] = value !== '';
      else settings[field.name] = value;
    }
    return {
      processor,
      label: PROCESSOR_DEFINITIONS[processor].label,
      enabled: enabled.includes(processor),
      default: enabled[0] === processor,
      settings,
    };
  });
  return {
    processors,
    currencies: SEED_PAYMENT_CURRENCIES.currencies as PaymentSettings['currencies'],
    default_currency: SEED_PAYMENT_CURRENCIES.default_currency as PaymentSettings['default_currency'],
  };
}

/** Canned answers of the settings endpoints (a PATCH is echoed onto the settings, no rules). */
export function paymentsHttp(settings: PaymentSettings) {
  let current = settings;
  return contractMemoryHttp(
    paymentsContract,
    {},
    {
      endpoints: {
        settings: () => current,
        update: ({ body }) => {
          const patch = body as PaymentSettingsPatch;
          current = {
            ...current,
            currencies: (patch.currencies as PaymentSettings['currencies'] | undefined) ?? current.currencies,
            default_currency:
              (patch.default_currency as PaymentSettings['default_currency'] | undefined) ??
              current.default_currency,
            processors: current.processors.map((p) => {
              const own = patch[p.processor];
              if (!own) return p;
              const { enabled, default: isDefault, ...fields } = own;
              const next = { ...p.settings };
              for (const [name, value] of Object.entries(fields))
                if (typeof value === 'string') {
                  if (secretSetKey(name) in next)
                    next[secretSetKey(name)] = value !== '' || next[secretSetKey(name)] === true;
                  else next[name] = value;
                }
              return {
                ...p,
                enabled: typeof enabled === 'boolean' ? enabled : p.enabled,
                default: typeof isDefault === 'boolean' ? isDefault : p.default,
                settings: next,
              };
            }),
          };
          return current;
        },
      },
    },
  );
}
