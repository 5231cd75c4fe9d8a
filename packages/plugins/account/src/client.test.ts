import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createAccountClient } from './client';

function recorder() {
  const calls: { method: HttpMethod; path: string; query?: unknown; body?: unknown }[] = [];
  const http: HttpClient = {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
      calls.push({ method, path, query: options.query, body: options.body });
      return {} as T;
    },
  };
  return { calls, client: createAccountClient(http) };
}

describe('Account client (derived from the contract)', () => {
  it('calls the spec’s paths (spec 1 §7 "Account and billing", "Cancel flow", "Contact")', async () => {
    const { calls, client } = recorder();
    await client.currentPlan();
    await client.addCard({
      body: { name: 'A', number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' },
    });
    await client.confirmCard({ body: { payment_method_id: 7, client_secret: 'seti_x' } });
    await client.makePrimary({ params: { id: 7 }, body: {} });
    await client.deleteCard({ params: { id: 7 } });
    await client.listInvoices({ query: { year: 2025 } });
    await client.searchInvoices({ body: { paid: false } });
    await client.retryInvoice({ params: { id: 3 }, body: {} });
    await client.cancelSettings();
    await client.keepAccount({ body: { reason: 'other' } });
    await client.sendFeedback({ body: { subject: 'Hi', message: 'Hello' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /plans/current',
      'POST /payment-methods',
      'POST /account/confirm-payment',
      'POST /payment-methods/7/primary',
      'DELETE /payment-methods/7',
      'GET /invoices',
      'POST /invoices/search',
      'POST /invoices/3/retry',
      'GET /cancelation-funnel/settings',
      'POST /keep-account',
      'POST /admin/contact/create',
    ]);
    expect(calls[2]!.body).toEqual({ payment_method_id: 7, client_secret: 'seti_x' });
    expect(calls[5]!.query).toEqual({ year: 2025 });
    expect(calls[9]!.body).toEqual({ reason: 'other' });
  });
});
