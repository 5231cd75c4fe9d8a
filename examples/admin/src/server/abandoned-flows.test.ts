/**
 * Abandoned-checkout recovery on the REAL plugins of the assembled admin (no fake providers): a
 * checkout the storefront reports is mailed its first stage by the job (in the email log), then
 * an order moves to the buyer's e-mail (the orders area publishes ORDERS_CHANGED, the customers
 * area's directory names the e-mail) and the checkout is recovered: statistics and logs show
 * both, and the next stage is never sent. The abandoned plugin's own tests run it alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { Campaign, CheckoutPage, SendLogPage } from '@storeroom/plugin-abandoned/contract';
import { abandonedServerPlugin } from '@storeroom/plugin-abandoned/server';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { domainsServerPlugin } from '@storeroom/plugin-domains/server';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { answer, placeOrder } from './order-data';
import { FLOW_JOBS, onlyCampaign } from './abandoned-data';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [customersServerPlugin, ordersServerPlugin, domainsServerPlugin, abandonedServerPlugin],
    jobs: FLOW_JOBS,
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const api = <T>(method: string, path: string, body?: unknown) => answer<T>(t, owner, method, path, body);

describe('abandoned checkouts in the assembled admin', () => {
  it('mails the first stage from the job, then an order for the e-mail recovers the checkout', async () => {
    // Only this test's campaign mails (the seeded ones are switched off).
    const title = `Flow ${randomUUID().slice(0, 6)}`;
    const campaign = await onlyCampaign(t, owner, title, [
      {
        template_type: 'reminder',
        template_style: 'plain',
        subject: `${title} 1`,
        timeout_type: 0,
        timeout: 1200,
      },
      {
        template_type: 'incentive',
        template_style: 'clean',
        subject: `${title} 2`,
        timeout_type: 2,
        timeout: 86_400,
      },
    ]);
    const email = `flow-${randomUUID().slice(0, 8)}@example.com`;
    const recorded = await t.request('POST', '/storefront/checkouts', {
      body: {
        store: 'storeroom-demo',
        session: randomUUID(),
        email,
        items: [{ title: 'Linen shirt', quantity: 2, price: 2450 }],
        total: 4900,
        // Started an hour ago: the 20-minute email is due, the 1-day one is not.
        started_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(recorded.status).toBe(204);

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
    const { body: mail } = await api<{ to_email: string; subject: string }>(
      'GET',
      `/email-logs/${sent.email_log_id}`,
    );
    expect(mail).toMatchObject({ to_email: email, subject: `${title} 1` });

    // An order moves to the buyer's e-mail: the orders area publishes ORDERS_CHANGED.
    const { id: orderId } = await placeOrder(t, [{ title: 'Linen shirt', quantity: 2, price: 2450 }]);
    const changed = await api<unknown>('PATCH', `/orders/${orderId}/customer`, { email, choice: 'create' });
    expect(changed.status).toBe(200);

    const { body: recovered } = await api<CheckoutPage>('POST', '/abandoned-checkouts/logs-recovered', {});
    expect(recovered.items.find((c) => c.email === email)).toMatchObject({
      total: 4900,
      emails_sent: 1,
      recovered_at: expect.any(String),
    });
    const { body: unrecovered } = await api<CheckoutPage>(
      'POST',
      '/abandoned-checkouts/logs-unrecovered',
      {},
    );
    expect(unrecovered.items.some((c) => c.email === email)).toBe(false);
    const { body: withStats } = await api<Campaign>(
      'GET',
      `/abandoned-checkouts/${campaign.id}?expand=stats`,
    );
    expect(withStats.stats).toEqual({
      sent: 1,
      opened: 0,
      checkouts: 1,
      recovered: 1,
      recovered_value: 4900,
    });
  });

  it('gives a new campaign the default sender: support@ the store’s primary custom domain (spec 1 §9)', async () => {
    const { body: domains } = await api<{ items: { domain: string; primary: boolean }[] }>('GET', '/domains');
    const primary = domains.items.find((d) => d.primary)!.domain;
    const { status, body } = await api<{ from_name: string; from_email: string }>(
      'GET',
      '/abandoned-checkouts/default-sender',
    );
    expect(status).toBe(200);
    expect(body.from_email).toBe(`support@${primary}`);
    const { body: created } = await api<Campaign>('POST', '/abandoned-checkouts', {
      title: `Sender ${randomUUID().slice(0, 6)}`,
      emails: [
        { template_type: 'reminder', template_style: 'plain', subject: 'Hi', timeout_type: 0, timeout: 1200 },
      ],
    });
    expect(created).toMatchObject(body);
  });
});
