/**
 * Issue 17's lower findings in orders (SECURITY.md):
 * - who may change shipping carriers: carriers are store settings (spec 3 §4 "Carriers"), so
 *   adding, renaming and deleting them needs full Orders access; a limited rule reads them (the
 *   shipping modals) whatever its options, allow_edit included (spec 3 §6: that option is the
 *   order's customer and addresses);
 * - resending a receipt mails a customer: limited per user and IP.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED } from '@storeroom/server';
import { json, limitedEmployee, placeOrder } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();
let editor: string;
let full: string;

beforeAll(async () => {
  editor = await limitedEmployee(s.t, s.owner, 'carriers.editor@storeroom.test', [
    'allow_edit',
    'allow_fulfilments',
    'allow_refunds',
    'allow_export',
  ]);
  const created = await s.t.request('POST', '/employees', {
    token: s.owner,
    body: {
      email: 'carriers.full@storeroom.test',
      full_name: 'Orders Manager',
      password: 'clerk-password-1',
      access: [{ subject: 'orders', rule: 2, options: [] }],
    },
  });
  expect(created.status).toBe(201);
  full = await s.t.login({ email: 'carriers.full@storeroom.test', password: 'clerk-password-1' });
});

const carriers = async () =>
  (
    await json<{ items: { id: number; title: string; is_deleted: boolean }[] }>(
      await s.t.request('GET', '/carriers?size=200', { token: s.owner }),
    )
  ).items;

describe('carriers', () => {
  it('a limited employee with every option reads carriers but cannot add, rename or delete one', async () => {
    const before = await carriers();
    const ups = before.find((c) => c.title === 'UPS')!;
    expect((await s.t.request('GET', '/carriers', { token: editor })).status).toBe(200);
    const attempts = await Promise.all([
      s.t.request('POST', '/carriers', { token: editor, body: { title: 'Mine' } }),
      s.t.request('PATCH', `/carriers/${ups.id}`, { token: editor, body: { title: 'Renamed' } }),
      s.t.request('DELETE', `/carriers/${ups.id}`, { token: editor }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: PERMISSION_DENIED });
    }
    expect(await carriers()).toEqual(before);
  });

  it('full Orders access adds, renames and deletes carriers', async () => {
    const added = await s.t.request('POST', '/carriers', { token: full, body: { title: 'Carrier Pigeon' } });
    expect(added.status).toBe(201);
    const { id } = await json<{ id: number }>(added);
    const renamed = await s.t.request('PATCH', `/carriers/${id}`, {
      token: full,
      body: { title: 'Pigeon Post' },
    });
    expect(renamed.status).toBe(200);
    expect((await s.t.request('DELETE', `/carriers/${id}`, { token: full })).status).toBeLessThan(300);
    expect((await carriers()).find((c) => c.id === id)).toMatchObject({
      title: 'Pigeon Post',
      is_deleted: true,
    });
  });
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
