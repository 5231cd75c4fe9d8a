/**
 * Readers and a publisher shared by the gift card flows of the assembled admin (orders and
 * invoice orders): the cards and mails a buyer got, a wait for the gift card jobs, a limited
 * employee, and a test plugin that publishes the orders contract's ORDER_PAID on demand (a
 * repeated or foreign delivery). Readers only: every rule is the real plugins'.
 */
import { expect } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin } from '@storeroom/server';
import { and, eq, inArray, pgTable, text, uuid } from '@storeroom/server/drizzle';
import type { TestServer } from '@storeroom/server/testing';
import { ORDER_GIFT_CARDS_JOB } from '@storeroom/plugin-gift-codes/contract';
import type { GiftCard } from '@storeroom/plugin-gift-codes/contract';
import { ORDER_PAID } from '@storeroom/plugin-orders/contract';
import type { PaidOrder } from '@storeroom/plugin-orders/contract';
import { answer } from './order-data';

/** The core job table, read to know when the gift card jobs are done. */
const jobsTable = pgTable('jobs', { id: uuid('id'), name: text('name'), state: text('state') });

/**
 * A test plugin whose `POST /paid-publisher` publishes ORDER_PAID for the order last given to
 * `publish` (as the orders area does when one of its orders is paid).
 */
export function paidPublisher() {
  let order: PaidOrder | null = null;
  const plugin = defineServerPlugin({
    id: 'paid-publisher',
    routes: [
      action({
        method: 'POST',
        path: '/paid-publisher',
        subject: SUBJECTS.orders,
        async handler(ctx) {
          if (order) await ctx.emit(ORDER_PAID, { orders: [order] });
          return { ok: true };
        },
      }),
    ],
  });
  return {
    plugin,
    /** Publishes ORDER_PAID for `paid` through the API, as `token`; answers the status. */
    async publish(t: TestServer, token: string, paid: PaidOrder) {
      order = paid;
      return (await answer(t, token, 'POST', '/paid-publisher')).status;
    },
  };
}

/** Creates an employee with `access` and answers their access token. */
export async function limitedEmployee(
  t: TestServer,
  owner: string,
  email: string,
  access: { subject: string; rule: number; options: string[] }[],
) {
  const password = 'clerk-password-1';
  const created = await t.request('POST', '/employees', {
    token: owner,
    body: { email, full_name: 'Clerk', password, access },
  });
  expect(created.status).toBe(201);
  return t.login({ email, password });
}

/** The gift cards issued for `email`, oldest first. */
export async function cardsFor(t: TestServer, owner: string, email: string): Promise<GiftCard[]> {
  const res = await answer<{ items: GiftCard[] }>(t, owner, 'POST', '/gift-cards/search?size=200&sort=id', {
    issued_for: email,
  });
  return res.body.items.filter((card) => card.issued.for === email);
}

/** The mails sent to `email` (email log, with bodies), oldest first. */
export async function mailsTo(
  t: TestServer,
  owner: string,
  email: string,
): Promise<{ id: number; subject: string; body: string }[]> {
  const res = await answer<{ items: { id: number; to_email: string; subject: string; body: string }[] }>(
    t,
    owner,
    'POST',
    '/email-logs/search?size=200&sort=id&expand=body',
    { to_email: email },
  );
  return res.body.items.filter((row) => row.to_email === email);
}

/** Waits until no gift card job is queued or running, and checks none failed. */
export async function giftCardJobsDone(t: TestServer) {
  const db = t.server.database().db;
  const jobs = (states: string[]) =>
    db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(and(eq(jobsTable.name, ORDER_GIFT_CARDS_JOB.id), inArray(jobsTable.state, states)));
  await expect.poll(async () => (await jobs(['queued', 'active'])).length, { timeout: 30_000 }).toBe(0);
  expect(await jobs(['failed'])).toEqual([]);
}
