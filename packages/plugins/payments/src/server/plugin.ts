/**
 * The Payments plugin's server part: it implements its contract. `GET/PATCH /payment-settings`
 * (every processor with its fields, secrets answered only as `<field>_set`; enabled and default
 * with exactly one default among the enabled processors, in one transaction; the accepted
 * currencies and the default one), the payment token and the NMI hosted page of an invoice, the
 * `PAYMENTS` service (a charge through the store's default processor, behind the `CardProvider`
 * interface with the built-in sandbox) and the dashboard's "Set up payments" step.
 */
import { defineServerPlugin, implement, invalid, invalidField, provide, subscribe } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import type { DashboardSetupState } from '@storeroom/plugin-dashboard/contract';
import {
  PAYMENTS,
  PAYMENTS_MESSAGES,
  PAYMENT_PROCESSORS,
  PROCESSOR_DEFINITIONS,
  paymentsContract,
  secretSetKey,
} from '../contract';
import type {
  CardProvider,
  PaymentProcessorId,
  PaymentSettings,
  PaymentsService,
  ProcessorState,
} from '../contract';
import { sandboxProvider } from './sandbox';
import { SEED_PAYMENT_CURRENCIES, SEED_PAYMENT_PROCESSORS } from './seed-data';
import { paymentCurrenciesTable, paymentProcessorsTable } from './tables';
import type { PaymentProcessorRow } from './tables';

const DEFAULT_CURRENCIES = { currencies: ['USD'], default_currency: 'USD' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Stored {
  processor: PaymentProcessorId;
  enabled: boolean;
  is_default: boolean;
  settings: Record<string, string>;
  row?: PaymentProcessorRow;
}

/** Every processor of the store, in the screen's order (an unconfigured one: disabled, empty). */
async function loadProcessors(ctx: ActionContext): Promise<Stored[]> {
  const rows = await ctx.scope(paymentProcessorsTable).find();
  return PAYMENT_PROCESSORS.map((processor) => {
    const row = rows.find((r) => r.processor === processor);
    return row
      ? { processor, enabled: row.enabled, is_default: row.is_default, settings: { ...row.settings }, row }
      : { processor, enabled: false, is_default: false, settings: {} };
  });
}

async function loadCurrencies(ctx: ActionContext) {
  const [row] = await ctx.scope(paymentCurrenciesTable).find();
  return row ?? { ...DEFAULT_CURRENCIES, id: undefined };
}

/** A processor as the API answers it: secrets only as `<field>_set` (never in clear). */
function toState(p: Stored): ProcessorState {
  const definition = PROCESSOR_DEFINITIONS[p.processor];
  const settings: Record<string, string | boolean> = {};
  for (const field of definition.fields) {
    const value = p.settings[field.name] ?? '';
    if (field.secret) settings[secretSetKey(field.name)] = value !== '';
    else settings[field.name] = value;
  }
  return {
    processor: p.processor,
    label: definition.label,
    enabled: p.enabled,
    default: p.is_default,
    settings,
  };
}

async function readSettings(ctx: ActionContext): Promise<PaymentSettings> {
  const [processors, currencies] = await Promise.all([loadProcessors(ctx), loadCurrencies(ctx)]);
  return {
    processors: processors.map(toState),
    currencies: currencies.currencies as PaymentSettings['currencies'],
    default_currency: currencies.default_currency as PaymentSettings['default_currency'],
  };
}

export const getSettings = implement(paymentsContract.endpoints.settings, async (ctx) => readSettings(ctx));

/**
 * `PATCH /payment-settings`: applies every part of the body, checks the whole result, then
 * writes in the action's one transaction; a refusal (422) writes nothing. Setting one
 * processor default clears the others; when the enabled ones have no default, the first
 * enabled one becomes it; a disabled processor is never the default.
 */
export const updateSettings = implement(paymentsContract.endpoints.update, async (ctx, { body }) => {
  const processors = await loadProcessors(ctx);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const asked: PaymentProcessorId[] = [];
  for (const p of processors) {
    const patch = (body as Record<string, Record<string, unknown> | undefined>)[p.processor];
    if (!patch) continue;
    const definition = PROCESSOR_DEFINITIONS[p.processor];
    for (const field of definition.fields) {
      const value = patch[field.name];
      if (typeof value !== 'string') continue;
      // An empty secret keeps the stored value: the screen never has it to send back.
      if (field.secret && value === '') continue;
      if (field.type === 'email' && value !== '' && !EMAIL.test(value))
        add(`${p.processor}.${field.name}`, PAYMENTS_MESSAGES.emailInvalid);
      p.settings[field.name] = value;
    }
    if (typeof patch.enabled === 'boolean') p.enabled = patch.enabled;
    if (patch.default === true) asked.push(p.processor);
    if (patch.default === false) p.is_default = false;
    if (p.enabled)
      for (const field of definition.fields)
        if (field.required && !p.settings[field.name])
          add(`${p.processor}.${field.name}`, PAYMENTS_MESSAGES.fieldRequired(field.label));
  }
  if (asked.length > 1) for (const id of asked) add(`${id}.default`, PAYMENTS_MESSAGES.oneDefault);
  for (const id of asked) {
    const p = processors.find((x) => x.processor === id)!;
    if (!p.enabled) add(`${id}.default`, PAYMENTS_MESSAGES.defaultNotEnabled);
  }
  const current = await loadCurrencies(ctx);
  const currencies = body.currencies ?? current.currencies;
  const defaultCurrency = body.default_currency ?? current.default_currency;
  if (!currencies.includes(defaultCurrency))
    add('default_currency', PAYMENTS_MESSAGES.defaultCurrencyNotAccepted);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // Exactly one default among the enabled processors (none when none is enabled).
  if (asked.length === 1) for (const p of processors) p.is_default = p.processor === asked[0];
  for (const p of processors) if (!p.enabled) p.is_default = false;
  const enabled = processors.filter((p) => p.enabled);
  if (enabled.length > 0 && !enabled.some((p) => p.is_default)) enabled[0]!.is_default = true;

  const table = ctx.scope(paymentProcessorsTable);
  // Clear defaults first: the unique index allows one default per store at any moment.
  for (const p of processors)
    if (p.row?.is_default && !p.is_default) await table.update(p.row.id, { is_default: false });
  for (const p of processors) {
    const values = { enabled: p.enabled, is_default: p.is_default, settings: p.settings };
    if (p.row) {
      const r = p.row;
      const changed =
        r.enabled !== p.enabled ||
        r.is_default !== p.is_default ||
        JSON.stringify(r.settings) !== JSON.stringify(p.settings);
      if (changed) await table.update(r.id, values);
    } else if (p.enabled || p.is_default || Object.keys(p.settings).length > 0) {
      await table.insert({ processor: p.processor, ...values });
    }
  }
  if (body.currencies !== undefined || body.default_currency !== undefined) {
    const values = { currencies: [...new Set(currencies)], default_currency: defaultCurrency };
    if (current.id !== undefined) await ctx.scope(paymentCurrenciesTable).update(current.id, values);
    else await ctx.scope(paymentCurrenciesTable).insert(values);
  }
  return readSettings(ctx);
});

/** Everything the plugin's handlers need of the configured providers. */
function providerOf(providers: readonly CardProvider[], processor: PaymentProcessorId) {
  return providers.find((p) => p.processor === processor);
}

function tokenEndpoint(providers: readonly CardProvider[]) {
  return implement(paymentsContract.endpoints.token, async (ctx, { query }) => {
    const processors = await loadProcessors(ctx);
    const chosen = query.processor
      ? processors.find((p) => p.processor === query.processor)
      : processors.find((p) => p.enabled && p.is_default);
    if (!chosen || !chosen.enabled) throw invalidField('processor', PAYMENTS_MESSAGES.noProcessor);
    const provider = providerOf(providers, chosen.processor);
    if (!provider)
      throw invalidField(
        'processor',
        PAYMENTS_MESSAGES.noProvider(PROCESSOR_DEFINITIONS[chosen.processor].label),
      );
    return {
      processor: chosen.processor,
      token: await provider.clientToken(chosen.settings, ctx.caller.storeId),
    };
  });
}

function nmiUrlEndpoint(providers: readonly CardProvider[]) {
  return implement(paymentsContract.endpoints.nmiurl, async (ctx, { query }) => {
    const nmi = (await loadProcessors(ctx)).find((p) => p.processor === 'nmi')!;
    const provider = providerOf(providers, 'nmi');
    if (!nmi.enabled || !provider?.hostedPaymentUrl)
      throw invalidField('processor', PAYMENTS_MESSAGES.noProvider(PROCESSOR_DEFINITIONS.nmi.label));
    return { url: await provider.hostedPaymentUrl(query.invoice_id, nmi.settings) };
  });
}

/** The `PAYMENTS` service in the caller's store. */
function paymentsService(providers: readonly CardProvider[]) {
  return (ctx: ActionContext): PaymentsService => ({
    async defaultProcessor() {
      return (await loadProcessors(ctx)).find((p) => p.enabled && p.is_default)?.processor ?? null;
    },
    async charge(input) {
      const chosen = (await loadProcessors(ctx)).find((p) => p.enabled && p.is_default);
      if (!chosen) return { status: 'failed', processor: null, message: PAYMENTS_MESSAGES.noProcessor };
      const label = PROCESSOR_DEFINITIONS[chosen.processor].label;
      const provider = providerOf(providers, chosen.processor);
      if (!provider)
        return {
          status: 'failed',
          processor: chosen.processor,
          message: PAYMENTS_MESSAGES.noProvider(label),
        };
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        return { status: 'failed', processor: chosen.processor, message: PAYMENTS_MESSAGES.amountInvalid };
      const currencies = await loadCurrencies(ctx);
      const currency = (input.currency ?? currencies.default_currency).toUpperCase();
      if (!currencies.currencies.includes(currency))
        return {
          status: 'failed',
          processor: chosen.processor,
          message: PAYMENTS_MESSAGES.currencyNotAccepted(currency),
        };
      return provider.charge({ ...input, currency }, chosen.settings);
    },
  });
}

/** The dashboard's setup checklist (spec 2 §2): "Set up payments" is done while a processor is enabled. */
async function markSetupStep(ctx: ActionContext, state: DashboardSetupState): Promise<void> {
  if ((await loadProcessors(ctx)).some((p) => p.enabled)) state.done.add('payments');
}

export interface PaymentsServerPluginOptions {
  /**
   * The card providers (real processors plug in here by configuration). Default: the built-in
   * sandbox only; a processor without a provider can be configured but not charge.
   */
  providers?: readonly CardProvider[];
}

/** The Payments server part with the given card providers. */
export function createPaymentsServerPlugin(options: PaymentsServerPluginOptions = {}) {
  const providers = options.providers ?? [sandboxProvider];
  return defineServerPlugin({
    id: 'payments',
    contract: paymentsContract,
    tables: { paymentProcessorsTable, paymentCurrenciesTable },
    migrations: [
      {
        version: 1,
        name: 'create payment_processors and payment_currencies',
        sql: [
          `create table payment_processors (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            processor text not null,
            enabled boolean not null default false,
            is_default boolean not null default false,
            settings jsonb not null default '{}'::jsonb
          )`,
          'create unique index payment_processors_store_key on payment_processors (store_id, processor)',
          // One default per store, whatever the races (spec: exactly one default among enabled).
          'create unique index payment_processors_default_key on payment_processors (store_id) where is_default',
          `create table payment_currencies (
            id serial primary key,
            store_id integer not null unique references stores(id) on delete cascade,
            currencies jsonb not null,
            default_currency text not null
          )`,
        ],
      },
    ],
    routes: [getSettings, updateSettings, tokenEndpoint(providers), nmiUrlEndpoint(providers)],
    provides: [provide(PAYMENTS, paymentsService(providers))],
    subscribes: [subscribe(DASHBOARD_SETUP, markSetupStep)],
    async seed({ scope, storeIds }) {
      const [main, second] = storeIds;
      if (main === undefined) return;
      await scope(paymentProcessorsTable, main).insertMany(SEED_PAYMENT_PROCESSORS);
      await scope(paymentCurrenciesTable, main).insertMany([SEED_PAYMENT_CURRENCIES]);
      // The second demo store takes cards in the sandbox, which the main store never sees.
      if (second !== undefined)
        await scope(paymentProcessorsTable, second).insertMany([
          { processor: 'sandbox', enabled: true, is_default: true, settings: {} },
        ]);
    },
  });
}

/** The Payments server part with the built-in sandbox provider. */
export const paymentsServerPlugin = createPaymentsServerPlugin();

export { sandboxProvider } from './sandbox';
