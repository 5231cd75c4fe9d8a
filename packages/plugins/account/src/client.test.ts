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

describe('Account client', () => {
  it('calls the spec’s paths (spec 1 §7 "Account and billing", "Cancel flow", "Contact")', async () => {
    const { calls, client } = recorder();
    await client.currentPlan();
    await client.addCard({ name: 'A', number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' });
    await client.confirmCard(7, 'seti_x');
    await client.makePrimary(7);
    await client.deleteCard(7);
    await client.invoices({ year: 2025 });
    await client.searchInvoices({ paid: false });
    await client.retryInvoice(3);
    await client.cancelSettings();
    await client.pause('secret');
    await client.keep('other');
    await client.deleteAccount();
    await client.sendFeedback({ subject: 'Hi', message: 'Hello' });
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
      'POST /pause-account',
      'POST /keep-account',
      'DELETE /account',
      'POST /admin/contact/create',
    ]);
    expect(calls[2]!.body).toEqual({ payment_method_id: 7, client_secret: 'seti_x' });
    expect(calls[5]!.query).toEqual({ year: 2025 });
    expect(calls[9]!.body).toEqual({ fes_password: 'secret' });
    expect(calls[10]!.body).toEqual({ reason: 'other' });
  });

  it('uploads the photo as multipart `file`', async () => {
    const { calls, client } = recorder();
    await client.uploadPhoto(new Blob(['x'], { type: 'image/png' }), 'me.png');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/account/photo' });
    const form = calls[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('me.png');
  });
});
