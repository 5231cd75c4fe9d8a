/**
 * The Abandoned checkouts API on a real database (PGlite; PostgreSQL with DATABASE_URL):
 * campaigns with the spec's validation, limited access read-only, another store invisible;
 * the storefront's checkout call; each stage mailed once (also when its job runs again), never
 * after recovery; statistics and logs. Time is never waited for: checkouts are reported as
 * started in the past (`started_at`), so their stages are due at once, or far in the future.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { ABANDONED_MESSAGES, TIMEOUT_TYPES } from '../contract';
import type { Campaign, CampaignInput, CheckoutPage, SendLogPage } from '../contract';
import { SEED_CAMPAIGNS, SEED_CHECKOUTS } from './seed-data';
import { abandonedTestServer } from './test-server';

const MAIN = 'storeroom-demo';
const OUTLET = 'storeroom-outlet';
const M = ABANDONED_MESSAGES;

let t: TestServer;
let owner: string;

interface List<T> {
  items: T[];
  _meta: { totalCount: number };
}

beforeAll(async () => {
  t = await abandonedTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function campaignCount(token = owner): Promise<number> {
  return (await json<List<Campaign>>(await t.request('GET', '/abandoned-checkouts', { token })))._meta
    .totalCount;
}

/** A campaign input whose emails are due `minutes` after the checkout started. */
function campaignInput(title: string, minutes: number[], is_published = true): CampaignInput {
  return {
    title,
    is_published,
    from_name: 'Test Store',
    from_email: 'Shop@Example.test',
    emails: minutes.map((m, i) => ({
      template_type: (['reminder', 'incentive', 'warning'] as const)[i]!,
      template_style: 'plain',
      subject: `${title} email ${i + 1}`,
      timeout_type: TIMEOUT_TYPES.minutes,
      timeout: m * 60,
      settings: { headline: `Headline ${i + 1}`, body: 'Your cart misses you.', button: 'Return' },
    })),
  };
}

async function createCampaign(input: CampaignInput, token = owner): Promise<Campaign> {
  const res = await t.request('POST', '/abandoned-checkouts', { token, body: input });
  expect(res.status).toBe(201);
  return json<Campaign>(res);
}

/** Reports a checkout started `minutesAgo` minutes ago; answers its session. */
async function checkout(email: string, minutesAgo: number, total = 5000, store = MAIN): Promise<Response> {
  return t.request('POST', '/storefront/checkouts', {
    body: {
      store,
      session: randomUUID(),
      email,
      items: [{ title: 'Linen shirt', quantity: 1, price: total }],
      total,
      started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    },
  });
}

async function sendLog(campaignId: number): Promise<SendLogPage> {
  return json<SendLogPage>(
    await t.request('POST', `/abandoned-checkouts/${campaignId}/log`, { token: owner, body: {} }),
  );
}

/** The mails to `to` in the email log whose subject starts with `prefix` (one campaign's). */
async function emailLog(to: string, prefix: string): Promise<{ subject: string }[]> {
  const res = await t.request('POST', '/email-logs/search?size=200', { token: owner, body: {} });
  const list = await json<List<Record<string, unknown>>>(res);
  return (list.items as { subject: string }[]).filter(
    (m) => Object.values(m).includes(to) && m.subject.startsWith(prefix),
  );
}

describe('campaigns (/abandoned-checkouts)', () => {
  it('lists the seeded campaigns of the caller’s store, with statistics on expand', async () => {
    const res = await t.request('GET', '/abandoned-checkouts?expand=stats', { token: owner });
    expect(res.status).toBe(200);
    const list = await json<List<Campaign>>(res);
    const seeded = list.items.filter((c) => SEED_CAMPAIGNS.some((s) => s.title === c.title));
    expect(seeded.map((c) => c.title).sort()).toEqual(SEED_CAMPAIGNS.map((c) => c.title).sort());
    const reminder = seeded.find((c) => c.title === 'Cart reminder')!;
    expect(reminder.emails).toHaveLength(2);
    // Every seeded checkout got the first email; one was recovered afterwards.
    const recovered = SEED_CHECKOUTS.filter((c) => c.recovered);
    expect(reminder.stats).toEqual({
      sent: SEED_CHECKOUTS.length,
      opened: 1,
      checkouts: SEED_CHECKOUTS.length,
      recovered: recovered.length,
      recovered_value: recovered.reduce((s, c) => s + c.items[0]!.price * c.items[0]!.quantity, 0),
    });
    expect(list.items.some((c) => c.title === 'Outlet reminder')).toBe(false);
  });

  it('refuses bad input with the messages and changes nothing', async () => {
    const before = await campaignCount();
    const bad = await t.request('POST', '/abandoned-checkouts', {
      token: owner,
      body: { title: ' ', from_name: '', from_email: 'nope', emails: [] },
    });
    expect(bad.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(bad);
    expect(errors.title).toEqual([M.titleRequired]);
    expect(errors.from_name).toEqual([M.fromNameRequired]);
    expect(errors.from_email).toEqual([M.fromEmailInvalid]);
    expect(errors.emails).toEqual([M.emailsRequired]);
    const short = campaignInput('Too soon', [0]);
    const tooSoon = await t.request('POST', '/abandoned-checkouts', { token: owner, body: short });
    expect(await json(tooSoon)).toEqual({ errors: { 'emails.0.timeout': [M.timeoutInvalid] } });
    expect(await campaignCount()).toBe(before);
  });

  it('creates, toggles, updates and deletes a campaign', async () => {
    const created = await createCampaign(campaignInput('Weekend', [20, 60 * 24], false));
    expect(created).toMatchObject({ title: 'Weekend', is_published: false, from_email: 'shop@example.test' });
    const on = await t.request('PATCH', `/abandoned-checkouts/${created.id}`, {
      token: owner,
      body: { is_published: true },
    });
    expect(await json(on)).toMatchObject({ id: created.id, is_published: true, title: 'Weekend' });
    const got = await json<Campaign>(
      await t.request('GET', `/abandoned-checkouts/${created.id}?expand=stats`, { token: owner }),
    );
    expect(got.stats).toEqual({ sent: 0, opened: 0, checkouts: 0, recovered: 0, recovered_value: 0 });
    expect((await t.request('DELETE', `/abandoned-checkouts/${created.id}`, { token: owner })).status).toBe(
      204,
    );
    expect((await t.request('GET', `/abandoned-checkouts/${created.id}`, { token: owner })).status).toBe(404);
  });

  it('is read-only for limited access (403 on every write, nothing changed) and closed without access', async () => {
    const limited = (await t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await campaignCount();
    expect((await t.request('GET', '/abandoned-checkouts', { token: limited })).status).toBe(200);
    expect(
      (await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: limited, body: {} })).status,
    ).toBe(200);
    const [first] = (
      await json<List<Campaign>>(await t.request('GET', '/abandoned-checkouts', { token: owner }))
    ).items;
    const writes = [
      t.request('POST', '/abandoned-checkouts', { token: limited, body: campaignInput('Nope', [20]) }),
      t.request('PATCH', `/abandoned-checkouts/${first!.id}`, {
        token: limited,
        body: { is_published: false },
      }),
      t.request('DELETE', `/abandoned-checkouts/${first!.id}`, { token: limited }),
      t.request('POST', '/abandoned-checkouts/send-test-email', {
        token: limited,
        body: { campaign_id: first!.id, to: 'me@example.test' },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    expect(await campaignCount()).toBe(before);
    const after = await json<Campaign>(
      await t.request('GET', `/abandoned-checkouts/${first!.id}`, { token: owner }),
    );
    expect(after.is_published).toBe(first!.is_published);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', '/abandoned-checkouts', { token: none })).status).toBe(403);
  });

  it('never shows or changes another store’s campaigns', async () => {
    const other = await t.switchStore(owner);
    const theirs = await json<List<Campaign>>(
      await t.request('GET', '/abandoned-checkouts', { token: other }),
    );
    expect(theirs.items.map((c) => c.title)).toEqual(['Outlet reminder']);
    const id = theirs.items[0]!.id;
    expect((await t.request('GET', `/abandoned-checkouts/${id}`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/abandoned-checkouts/${id}`, { token: owner, body: { title: 'Mine' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.request('POST', `/abandoned-checkouts/${id}/log`, { token: owner, body: {} })).status,
    ).toBe(404);
  });

  it('sends a test email of a campaign (it lands in the email log)', async () => {
    const [first] = (
      await json<List<Campaign>>(await t.request('GET', '/abandoned-checkouts', { token: owner }))
    ).items;
    const res = await t.request('POST', '/abandoned-checkouts/send-test-email', {
      token: owner,
      body: { campaign_id: first!.id, stage: 0, to: 'tester@example.test' },
    });
    expect(res.status).toBe(200);
    const { email_log_id, message } = await json<{ email_log_id: number; message: string }>(res);
    expect(message).toBe(M.testSent);
    const log = await json<{ subject: string; body: string }>(
      await t.request('GET', `/email-logs/${email_log_id}?expand=body`, { token: owner }),
    );
    expect(log.subject).toBe(first!.emails[0]!.subject);
    expect(log.body).toContain('Sample product');
    const missing = await t.request('POST', '/abandoned-checkouts/send-test-email', {
      token: owner,
      body: { campaign_id: first!.id, stage: 2, to: 'tester@example.test' },
    });
    expect(await json(missing)).toEqual({ errors: { stage: [M.stageInvalid] } });
  });
});

describe('storefront checkouts and the stage jobs', () => {
  it('refuses a bad checkout with the messages and records nothing; an unknown store is 404', async () => {
    const unrecovered = async () =>
      (
        await json<CheckoutPage>(
          await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: owner, body: {} }),
        )
      )._meta.totalCount;
    const before = await unrecovered();
    const bad = await t.request('POST', '/storefront/checkouts', {
      body: { store: MAIN, session: 'x', email: 'nope', items: [], total: -1 },
    });
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors).toMatchObject({
      session: [M.sessionInvalid],
      email: [M.emailInvalid],
      items: [M.cartInvalid],
      total: [M.totalInvalid],
    });
    const unknown = await checkout('a@example.test', 0, 100, 'no-such-store');
    expect(unknown.status).toBe(404);
    expect(await unrecovered()).toBe(before);
  });

  it('mails each due stage once, from the job; a stage still to come is not sent', async () => {
    const campaign = await createCampaign(campaignInput('Due now', [20, 60, 60 * 24 * 30]));
    const email = `due-${randomUUID().slice(0, 8)}@example.test`;
    // Started two hours ago: the 20-minute and 1-hour emails are due, the 30-day one is not.
    expect((await checkout(email, 120)).status).toBe(204);
    await vi.waitFor(
      async () => {
        expect((await sendLog(campaign.id)).items.map((s) => s.stage).sort()).toEqual([0, 1]);
      },
      { timeout: 30_000, interval: 200 },
    );
    await vi.waitFor(
      async () => {
        expect((await emailLog(email, 'Due now')).map((m) => m.subject).sort()).toEqual([
          'Due now email 1',
          'Due now email 2',
        ]);
      },
      { timeout: 30_000, interval: 200 },
    );
    const log = await sendLog(campaign.id);
    const checkoutId = log.items[0]!.checkout_id;
    expect(log.items.every((s) => s.email === email)).toBe(true);

    // The first stage's job runs again (a retry): nothing more is sent.
    const again = await t.request('POST', '/abandoned-probe/enqueue-stage', {
      token: owner,
      body: { checkout_id: checkoutId, campaign_id: campaign.id, stage: 0 },
    });
    const { id: jobId } = await json<{ id: string }>(again);
    await vi.waitFor(
      async () => {
        const job = await json<{ state: string; result: unknown }>(
          await t.request('GET', `/jobs/${jobId}`, { token: owner }),
        );
        expect(job).toMatchObject({ state: 'completed', result: { sent: false, reason: 'Already sent.' } });
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await sendLog(campaign.id)).items).toHaveLength(2);
    expect(await emailLog(email, 'Due now')).toHaveLength(2);

    const stats = await json<Campaign>(
      await t.request('GET', `/abandoned-checkouts/${campaign.id}?expand=stats`, { token: owner }),
    );
    expect(stats.stats).toEqual({ sent: 2, opened: 0, checkouts: 1, recovered: 0, recovered_value: 0 });
  });

  it('marks the checkout recovered when an order arrives for its email, and sends nothing after', async () => {
    const campaign = await createCampaign(campaignInput('Recovery', [20, 60 * 24 * 30]));
    const email = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    expect((await checkout(email, 60, 7300)).status).toBe(204);
    await vi.waitFor(async () => expect((await sendLog(campaign.id)).items).toHaveLength(1), {
      timeout: 30_000,
      interval: 200,
    });
    const checkoutId = (await sendLog(campaign.id)).items[0]!.checkout_id;
    expect(
      (await t.request('POST', '/abandoned-probe/order-placed', { token: owner, body: { email } })).status,
    ).toBe(200);
    const recovered = await json<CheckoutPage>(
      await t.request('POST', '/abandoned-checkouts/logs-recovered', { token: owner, body: {} }),
    );
    const row = recovered.items.find((c) => c.id === checkoutId);
    expect(row).toMatchObject({ email, total: 7300, recovered_at: expect.any(String) });
    // Its sends, of every published campaign, as the send log has them.
    const sends = await json<SendLogPage>(
      await t.request('POST', '/abandoned-checkouts/log', { token: owner, body: {} }),
    );
    expect(row!.emails_sent).toBe(sends.items.filter((s) => s.checkout_id === checkoutId).length);
    const unrecovered = await json<CheckoutPage>(
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: owner, body: {} }),
    );
    expect(unrecovered.items.some((c) => c.id === checkoutId)).toBe(false);

    // The second stage comes due after the recovery (its job runs now): it is not sent.
    const { id: jobId } = await json<{ id: string }>(
      await t.request('POST', '/abandoned-probe/enqueue-stage', {
        token: owner,
        body: { checkout_id: checkoutId, campaign_id: campaign.id, stage: 1 },
      }),
    );
    await vi.waitFor(
      async () => {
        const job = await json<{ state: string; result: unknown }>(
          await t.request('GET', `/jobs/${jobId}`, { token: owner }),
        );
        expect(job).toMatchObject({
          state: 'completed',
          result: { sent: false, reason: 'The checkout was recovered.' },
        });
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(await emailLog(email, 'Recovery')).toHaveLength(1);
    const stats = await json<Campaign>(
      await t.request('GET', `/abandoned-checkouts/${campaign.id}?expand=stats`, { token: owner }),
    );
    expect(stats.stats).toEqual({ sent: 1, opened: 0, checkouts: 1, recovered: 1, recovered_value: 7300 });
    const all = await json<{ recovered: number; abandoned: number }>(
      await t.request('POST', '/abandoned-checkouts/stats', { token: owner, body: {} }),
    );
    expect(all.recovered).toBeGreaterThanOrEqual(1);
    expect(all.abandoned).toBeGreaterThanOrEqual(SEED_CHECKOUTS.length + 1);
  });

  it('recovers a checkout when a paid order names its e-mail (ORDER_PAID)', async () => {
    const email = `paid-${randomUUID().slice(0, 8)}@example.test`;
    expect((await checkout(email.toUpperCase(), 0, 1200)).status).toBe(204);
    const res = await t.request('POST', '/abandoned-probe/order-paid', {
      token: owner,
      body: { email, total: 1500 },
    });
    expect(res.status).toBe(204);
    const recovered = await json<CheckoutPage>(
      await t.request('POST', '/abandoned-checkouts/logs-recovered', { token: owner, body: {} }),
    );
    expect(recovered.items.find((c) => c.email === email)).toMatchObject({ total: 1200 });
  });

  it('records a checkout in the store its subdomain names, never another', async () => {
    const email = `outlet-${randomUUID().slice(0, 8)}@example.test`;
    expect((await checkout(email, 0, 100, OUTLET)).status).toBe(204);
    const other = await t.switchStore(owner);
    const theirs = await json<CheckoutPage>(
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: other, body: {} }),
    );
    expect(theirs.items.map((c) => c.email)).toContain(email);
    const mine = await json<CheckoutPage>(
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: owner, body: {} }),
    );
    expect(mine.items.map((c) => c.email)).not.toContain(email);
  });

  it('pages the grids by 50 and the log by 100 (spec 1 §9)', async () => {
    const grid = await json<CheckoutPage & { _meta: { perPage: number } }>(
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: owner, body: {} }),
    );
    expect(grid._meta.perPage).toBe(50);
    const log = await json<SendLogPage>(
      await t.request('POST', '/abandoned-checkouts/log', { token: owner, body: {} }),
    );
    expect(log._meta.perPage).toBe(100);
  });
});
