/**
 * Issue 17's lower findings in orders (SECURITY.md):
 * - who may change shipping carriers: carriers are store settings, tested in carriers.test.ts;
 * - resending a receipt mails a customer: limited per user and IP.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, placeOrder } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();
let full: string;

beforeAll(async () => {
  full = (await s.t.employee([{ subject: 'orders', rule: 2, options: [] }])).token;
});

describe('receipt mail', () => {
  it('resends at most 30 receipts an hour per user, then answers 429 and mails nothing', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 10 }]);
    const resend = () =>
      s.t.request('POST', `/orders/${id}/receipt`, {
        token: full,
        headers: { 'x-forwarded-for': '198.51.100.60' },
      });
    for (let i = 0; i < 30; i++) expect((await resend()).status).toBe(200);
    const logged = async () =>
      (
        await json<{ _meta: { totalCount: number } }>(
          await s.t.request('GET', '/email-logs', { token: s.owner }),
        )
      )._meta.totalCount;
    const before = await logged();
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await logged()).toBe(before);
    // The owner has an allowance of their own.
    expect(
      (
        await s.t.request('POST', `/orders/${id}/receipt`, {
          token: s.owner,
          headers: { 'x-forwarded-for': '198.51.100.61' },
        })
      ).status,
    ).toBe(200);
    // The receipts leave through the outbox after each commit: done before the server closes.
    await vi.waitFor(
      async () => {
        const logs = await json<{ items: { status: number }[] }>(
          await s.t.request('GET', '/email-logs?sort=!id&size=50', { token: s.owner }),
        );
        expect(logs.items.filter((l) => l.status < 2)).toEqual([]);
      },
      { timeout: 60_000, interval: 200 },
    );
  });
});
