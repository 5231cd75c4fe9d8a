/**
 * Rate-limited domain actions (issue 17: contact and receipt mail had no limit): counted per
 * caller and per client IP in the database, after the access check, 429 past the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { ActionLimiter } from './rate-limit';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let sent = 0;
const mailer = defineServerPlugin({
  id: 'mailer',
  routes: [
    action({
      method: 'POST',
      path: '/mail-someone',
      subject: SUBJECTS.orders,
      action: 'update',
      rateLimit: { name: 'test.mail', perCaller: 2, perIp: 4, windowSeconds: 3600, message: 'Slow down.' },
      handler: async () => {
        sent += 1;
        return { sent };
      },
    }),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [mailer], seedSnapshot: false });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const mail = (token: string, ip: string) => t.request('POST', '/mail-someone', { token, headers: from(ip) });

describe('rate-limited actions', () => {
  it('refuses a caller past its count with 429, counts each caller and each IP, and refused callers spend nothing', async () => {
    const clerk = (await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }])).tokens.accessToken;
    const reader = (await t.employeeSession([{ subject: 'orders', rule: 1, options: [] }])).tokens
      .accessToken;
    // No permission: 403, and the IP's allowance is untouched.
    for (let i = 0; i < 5; i++) expect((await mail(reader, '203.0.113.1')).status).toBe(403);

    expect((await mail(owner, '203.0.113.1')).status).toBe(200);
    expect((await mail(owner, '203.0.113.1')).status).toBe(200);
    const over = await mail(owner, '203.0.113.2');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: 'Slow down.' });
    const before = sent;
    // Another caller has its own count...
    expect((await mail(clerk, '203.0.113.1')).status).toBe(200);
    expect((await mail(clerk, '203.0.113.1')).status).toBe(200);
    expect(sent).toBe(before + 2);
    // ...but one IP is limited whoever calls (2 + 2 = its 4).
    const third = (await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }])).tokens.accessToken;
    expect((await mail(third, '203.0.113.1')).status).toBe(429);
    expect((await mail(third, '198.51.100.7')).status).toBe(200);
  });

  it('keeps the counts in the database: another process (its own limiter) sees them', async () => {
    const session = await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }]);
    expect((await mail(session.tokens.accessToken, '192.0.2.10')).status).toBe(200);
    expect((await mail(session.tokens.accessToken, '192.0.2.10')).status).toBe(200);
    // A second API process has nothing in memory: only the database's counters.
    const other = new ActionLimiter(() => t.server.database().db);
    const caller = { kind: 'employee' as const, id: session.account.id, storeId: session.account.store.id };
    await expect(
      other.consume(
        { name: 'test.mail', perCaller: 2, perIp: 4, windowSeconds: 3600 },
        caller as never,
        '192.0.2.99',
      ),
    ).rejects.toMatchObject({ status: 429 });
  });
});
