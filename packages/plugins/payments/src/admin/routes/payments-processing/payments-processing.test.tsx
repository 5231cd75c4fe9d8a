import { configure, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { PAYMENTS_MESSAGES } from '../../../contract';
import type { PaymentSettings } from '../../../contract';
import { paymentsTestServer } from '../../../server/test-server';
import { PaymentsProcessingPage } from './payments-processing';

configure({ asyncUtilTimeout: 30_000 });

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await paymentsTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

function setup(path: string, session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath={path}>
      <PaymentsProcessingPage />
    </AdminTestProvider>,
  );
}

const stripe = async () =>
  (
    (await (
      await t.request('GET', '/payment-settings', { token: owner.tokens.accessToken })
    ).json()) as PaymentSettings
  ).processors.find((p) => p.processor === 'stripe')!;

describe('Payment processing screen (the connect flow’s return)', () => {
  it('refuses the code under limited settings access and stores nothing', async () => {
    setup(
      '/admin/payment/processing?code=ac_limited',
      await t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]),
    );
    expect(await screen.findByText('Could not connect Stripe')).toBeInTheDocument();
    expect((await stripe()).settings.code_set).toBe(false);
  });

  it('stores the returned code as Stripe’s and shows it connected', async () => {
    setup('/admin/payment/processing?code=ac_sandbox_1');
    expect(await screen.findByText(PAYMENTS_MESSAGES.connected)).toBeInTheDocument();
    expect((await stripe()).settings.code_set).toBe(true);
  });

  it('says so when the flow returned no code', async () => {
    setup('/admin/payment/processing');
    expect(await screen.findByText(PAYMENTS_MESSAGES.codeRequired)).toBeInTheDocument();
  });
});
