import { configure, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { PAYMENTS_MESSAGES } from '../../../contract';
import type { PaymentSettings } from '../../../contract';
import { paymentsTestServer } from '../../../server/test-server';
import { PaymentsProcessingPage } from './payments-processing';

configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(paymentsTestServer, { beforeAll, afterAll });

function setup(path: string, session?: TestSession) {
  render(screenOnServer(s, <PaymentsProcessingPage />, path, { as: session }));
}

const stripe = async () =>
  (
    (await (
      await s.t.request('GET', '/payment-settings', { token: s.owner.tokens.accessToken })
    ).json()) as PaymentSettings
  ).processors.find((p) => p.processor === 'stripe')!;

describe('Payment processing screen (the connect flow’s return)', () => {
  it('refuses the code under limited settings access and stores nothing', async () => {
    setup(
      '/admin/payment/processing?code=ac_limited',
      await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]),
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
