import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import { DEMO_CREDENTIALS, action, defineServerPlugin, invalidField } from '@storeroom/server';
import { createTestServer, eventProbe } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { PAYMENTS, PAYMENTS_MESSAGES } from '../contract';
import type { ChargeInput, PaymentSettings, ProcessorState } from '../contract';
import { paymentsServerPlugin } from './plugin';

// What another plugin does with the contract's refs: charge a card through PAYMENTS (as an
// invoice's pay flow or a checkout would) and read the dashboard's setup steps. (A plugin's
// tests may not start another plugin's server part.)
const probe = defineServerPlugin({
  id: 'probe',
  routes: [
    action({
      method: 'POST',
      path: '/probe/charge',
      subject: SUBJECTS.settings,
      body: z.custom<ChargeInput>(),
      async handler(ctx, { body }) {
        const payments = ctx.use(PAYMENTS);
        if (!payments) throw invalidField('card', 'no payments');
        return payments.charge(body);
      },
    }),
    eventProbe('/probe/setup', SUBJECTS.dashboard, DASHBOARD_SETUP, () => ({
      done: new Set<string>(),
      installed_apps: new Set<string>(),
    })),
  ],
});

let t: TestServer;
let owner: string;
const path = '/payment-settings';

beforeAll(async () => {
  t = await createTestServer({ plugins: [paymentsServerPlugin, probe] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function settings(token = owner): Promise<PaymentSettings> {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentSettings;
}
const patch = (body: unknown, token = owner) => t.request('PATCH', path, { token, body });
const processor = (s: PaymentSettings, id: string) => s.processors.find((p) => p.processor === id)!;
const defaults = (s: PaymentSettings) => s.processors.filter((p) => p.default).map((p) => p.processor);
const charge = async (body: ChargeInput, token = owner) =>
  (await t.request('POST', '/probe/charge', { token, body })).json();
const setupDone = async () =>
  ((await (await t.request('GET', '/probe/setup', { token: owner })).json()) as { done: string[] }).done;

describe('Payment settings API (/payment-settings)', () => {
  it('answers every processor with its fields, secrets only as whether they are set', async () => {
    const s = await settings();
    expect(s.processors.map((p) => p.processor)).toEqual([
      'sandbox',
      'stripe',
      'paypal',
      'braintree',
      'bluesnap',
      'authorize',
      'nmi',
      'adyen',
    ]);
    expect(processor(s, 'sandbox')).toMatchObject({ label: 'Sandbox', enabled: false, default: false });
    expect(processor(s, 'braintree').settings).toEqual({
      merchant_id: 'demo-merchant',
      public_key: 'demo-public',
      private_key_set: true,
    });
    expect(JSON.stringify(s)).not.toContain('demo-private-secret');
    expect(processor(s, 'nmi').settings).toEqual({ api_key_set: false, username: '', password_set: false });
    expect(s).toMatchObject({ currencies: ['USD', 'EUR'], default_currency: 'USD' });
  });

  it('keeps a stored secret when the field is left empty, and replaces it when typed', async () => {
    const kept = (await (
      await patch({ braintree: { merchant_id: 'm2', private_key: '' } })
    ).json()) as PaymentSettings;
    expect(processor(kept, 'braintree').settings).toEqual({
      merchant_id: 'm2',
      public_key: 'demo-public',
      private_key_set: true,
    });
    const res = await patch({ nmi: { username: 'nmi-user', api_key: 'k-1', password: 'p-1' } });
    expect(processor((await res.json()) as PaymentSettings, 'nmi').settings).toEqual({
      api_key_set: true,
      username: 'nmi-user',
      password_set: true,
    });
    await patch({ braintree: { merchant_id: 'demo-merchant' } });
  });

  it('keeps exactly one default among the enabled processors, in one transaction', async () => {
    expect(await setupDone()).toEqual([]);
    // The first enabled processor becomes the default by itself.
    const first = (await (await patch({ paypal: { enabled: true } })).json()) as PaymentSettings;
    expect(defaults(first)).toEqual(['paypal']);
    expect(await setupDone()).toEqual(['payments']);
    // Choosing another default clears the first.
    const second = (await (
      await patch({ sandbox: { enabled: true, default: true } })
    ).json()) as PaymentSettings;
    expect(defaults(second)).toEqual(['sandbox']);
    expect(processor(second, 'paypal')).toMatchObject({ enabled: true, default: false });
    // Disabling the default hands it to the other enabled one.
    const third = (await (await patch({ sandbox: { enabled: false } })).json()) as PaymentSettings;
    expect(defaults(third)).toEqual(['paypal']);
    const none = (await (await patch({ paypal: { enabled: false } })).json()) as PaymentSettings;
    expect(defaults(none)).toEqual([]);
    expect(await setupDone()).toEqual([]);
  });

  it('refuses bad input with its messages and changes nothing', async () => {
    const before = await settings();
    const refused: [unknown, Record<string, string[]>][] = [
      [
        { stripe: { enabled: true } },
        { 'stripe.code': [PAYMENTS_MESSAGES.fieldRequired('Connection code')] },
      ],
      [
        { adyen: { enabled: true, public_key: 'pk' } },
        {
          'adyen.ws_username': [PAYMENTS_MESSAGES.fieldRequired('Web service username')],
          'adyen.ws_password': [PAYMENTS_MESSAGES.fieldRequired('Web service password')],
        },
      ],
      [{ paypal: { email: 'not-an-email' } }, { 'paypal.email': [PAYMENTS_MESSAGES.emailInvalid] }],
      [{ braintree: { default: true } }, { 'braintree.default': [PAYMENTS_MESSAGES.defaultNotEnabled] }],
      [
        { sandbox: { enabled: true, default: true }, paypal: { enabled: true, default: true } },
        {
          'sandbox.default': [PAYMENTS_MESSAGES.oneDefault],
          'paypal.default': [PAYMENTS_MESSAGES.oneDefault],
        },
      ],
      [{ currencies: [] }, { currencies: [PAYMENTS_MESSAGES.currenciesRequired] }],
      [{ currencies: ['USD', 'JPY'] }, { 'currencies.1': [PAYMENTS_MESSAGES.currencyUnknown] }],
      [{ default_currency: 'GBP' }, { default_currency: [PAYMENTS_MESSAGES.defaultCurrencyNotAccepted] }],
    ];
    for (const [body, errors] of refused) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json(), JSON.stringify(body)).toEqual({ errors });
    }
    expect(await settings()).toEqual(before);
  });

  it('stores the connect flow’s code as Stripe’s and answers it as connected', async () => {
    const res = await patch({ stripe: { code: 'ac_sandbox_123', statement_desc: 'STOREROOM' } });
    expect(res.status).toBe(200);
    const stripe: ProcessorState = processor((await res.json()) as PaymentSettings, 'stripe');
    expect(stripe.settings).toEqual({ statement_desc: 'STOREROOM', code_set: true });
  });

  it('changes the accepted currencies and the default one', async () => {
    const res = await patch({ currencies: ['CAD', 'GBP'], default_currency: 'GBP' });
    expect(await res.json()).toMatchObject({ currencies: ['CAD', 'GBP'], default_currency: 'GBP' });
    await patch({ currencies: ['USD', 'EUR'], default_currency: 'USD' });
  });

  it('charges a test card through the sandbox (PAYMENTS), and declines 4000 0000 0000 0002', async () => {
    expect(await charge({ amount: 1999, card: { number: '4242424242424242' } })).toEqual({
      status: 'failed',
      processor: null,
      message: PAYMENTS_MESSAGES.noProcessor,
    });
    await patch({ sandbox: { enabled: true, default: true } });
    const ok = await charge({
      amount: 1999,
      card: { number: '4242 4242 4242 4242' },
      description: 'Invoice 7',
    });
    expect(ok).toMatchObject({
      status: 'succeeded',
      processor: 'sandbox',
      amount: 1999,
      currency: 'USD',
      last4: '4242',
    });
    expect(ok.id).toMatch(/^sandbox_ch_/);
    expect(await charge({ amount: 500, currency: 'EUR', card: { number: '4000 0000 0000 0002' } })).toEqual({
      status: 'declined',
      processor: 'sandbox',
      message: PAYMENTS_MESSAGES.declined,
    });
    expect(await charge({ amount: 500, card: { number: '5555555555554444' } })).toMatchObject({
      status: 'declined',
      message: PAYMENTS_MESSAGES.sandboxCardsOnly,
    });
    expect(
      await charge({ amount: 500, currency: 'NZD', card: { number: '4242424242424242' } }),
    ).toMatchObject({
      status: 'failed',
      message: PAYMENTS_MESSAGES.currencyNotAccepted('NZD'),
    });
    // The payment token of the default processor; NMI has no provider here.
    const token = await t.request('GET', `${path}/token`, { token: owner });
    expect(await token.json()).toEqual({
      processor: 'sandbox',
      token: expect.stringMatching(/^sandbox_token_/),
    });
    const nmi = await t.request('GET', `${path}/nmiurl?invoice_id=5`, { token: owner });
    expect(nmi.status).toBe(422);
    expect(await nmi.json()).toEqual({ errors: { processor: [PAYMENTS_MESSAGES.noProvider('NMI')] } });
    const noInvoice = await t.request('GET', `${path}/nmiurl`, { token: owner });
    expect(noInvoice.status).toBe(422);
    await patch({ sandbox: { enabled: false } });
  });

  it('never shows or changes another store’s settings', async () => {
    const other = await t.switchStore(owner);
    const theirs = await settings(other);
    expect(defaults(theirs)).toEqual(['sandbox']);
    expect(processor(theirs, 'paypal').settings).toEqual({ email: '' });
    const mine = await settings();
    expect(processor(mine, 'sandbox').enabled).toBe(false);
    await patch({ paypal: { email: 'other@example.com' } }, other);
    expect(processor(await settings(), 'paypal').settings).toEqual({ email: 'payments@example.com' });
    await patch({ paypal: { email: '' } }, other);
  });

  it('is read-only under limited settings access and closed without a settings rule', async () => {
    expect((await t.request('GET', path)).status).toBe(401);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', path, { token: none })).status).toBe(403);
    const limited = (await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await settings();
    expect(await settings(limited)).toEqual(before);
    expect((await patch({ sandbox: { enabled: true } }, limited)).status).toBe(403);
    expect(await settings()).toEqual(before);
  });
});
