/**
 * Issue 20 on the REAL plugins of the assembled admin: a storefront reports once, to the
 * dashboard (`POST /storefront/visits`). Its checkout step with the buyer's email and cart is an
 * abandoned checkout (the dashboard publishes STOREFRONT_CHECKOUT_STARTED, the abandoned area
 * records it) and the job mails its first stage; without an email it is only a visit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { CheckoutPage, SendLogPage } from '@storeroom/plugin-abandoned/contract';
import { abandonedServerPlugin } from '@storeroom/plugin-abandoned/server';
import type { ConversionStatistics } from '@storeroom/plugin-dashboard/contract';
import { dashboardServerPlugin } from '@storeroom/plugin-dashboard/server';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { domainsServerPlugin } from '@storeroom/plugin-domains/server';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { FLOW_JOBS, onlyCampaign } from './abandoned-data';
import { answer } from './order-data';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [
      customersServerPlugin,
      ordersServerPlugin,
      domainsServerPlugin,
      dashboardServerPlugin,
      abandonedServerPlugin,
    ],
    jobs: FLOW_JOBS,
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const api = <T>(method: string, path: string, body?: unknown) => answer<T>(t, owner, method, path, body);

/** Checkouts of the unrecovered log (all pages are not needed: the newest come first). */
async function unrecovered(): Promise<CheckoutPage> {
  return (await api<CheckoutPage>('POST', '/abandoned-checkouts/logs-unrecovered', {})).body;
}

/** The checkout step count of the dashboard's funnel around now. */
async function checkoutSteps(): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const { body } = await api<ConversionStatistics>(
    'GET',
    `/statistics/conversion?from=${now - 3600}&to=${now + 3600}`,
  );
  return body.funnel.find((f) => f.stage === 'checkout')!.value;
}

describe('storefront checkouts reported to the dashboard', () => {
  it('a checkout step with an email is an abandoned checkout, mailed its first stage by the job', async () => {
    // Only this test's campaign mails (the seeded ones are switched off).
    const title = `Visits ${randomUUID().slice(0, 6)}`;
    const campaign = await onlyCampaign(t, owner, title, [
      {
        template_type: 'reminder',
        template_style: 'plain',
        subject: `${title} 1`,
        timeout_type: 0,
        timeout: 1200,
      },
    ]);
    const email = `visit-${randomUUID().slice(0, 8)}@example.com`;
    const session = `s-${randomUUID()}`;
    const stepsBefore = await checkoutSteps();
    const recorded = await t.request('POST', '/storefront/visits', {
      body: {
        store: 'storeroom-demo',
        session,
        event: 'checkout',
        email,
        full_name: 'Vera Visit',
        cart: [{ product_id: 1, title: 'Linen shirt', quantity: 2, price: 2450 }],
        // Started an hour ago: the 20-minute email is due.
        started_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(recorded.status).toBe(204);
    // The dashboard counted the visit's checkout step.
    expect(await checkoutSteps()).toBe(stepsBefore + 1);
    // The abandoned area recorded the checkout from the dashboard's event.
    expect((await unrecovered()).items.find((c) => c.email === email)).toMatchObject({
      full_name: 'Vera Visit',
      items: [{ title: 'Linen shirt', quantity: 2, price: 2450 }],
      total: 4900,
      recovered_at: null,
    });

    // The first stage, from the job, in the email log.
    const sent = await vi.waitFor(
      async () => {
        const { body } = await api<SendLogPage>('POST', `/abandoned-checkouts/${campaign.id}/log`, {});
        expect(body.items).toHaveLength(1);
        return body.items[0]!;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(sent).toMatchObject({ email, stage: 0, subject: `${title} 1` });

    // The same session reported again (a changed cart) is the same checkout, not a second one.
    const again = await t.request('POST', '/storefront/visits', {
      body: {
        store: 'storeroom-demo',
        session,
        event: 'checkout',
        email,
        cart: [{ title: 'Linen shirt', quantity: 3, price: 2450 }],
      },
    });
    expect(again.status).toBe(204);
    const mine = (await unrecovered()).items.filter((c) => c.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ total: 7350 });
  });

  it('a checkout step without an email is only a visit', async () => {
    const before = await unrecovered();
    const stepsBefore = await checkoutSteps();
    const res = await t.request('POST', '/storefront/visits', {
      body: {
        store: 'storeroom-demo',
        session: `s-${randomUUID()}`,
        event: 'checkout',
        cart: [{ title: 'Linen shirt', quantity: 1, price: 2450 }],
      },
    });
    expect(res.status).toBe(204);
    expect(await checkoutSteps()).toBe(stepsBefore + 1);
    expect((await unrecovered())._meta.totalCount).toBe(before._meta.totalCount);
  });
});
