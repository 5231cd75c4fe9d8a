/**
 * Checkouts abandoned before the campaigns, on a real database (PGlite; PostgreSQL with
 * DATABASE_URL): the orders migration (spec 1 §7 "POST and GET /orders/migrate": a job marks
 * recovered the open checkouts whose buyer ordered after them, once, with its progress and what
 * it found), and a campaign published after a checkout was abandoned (its stages count from the
 * publication: never a burst of overdue stages). Jobs are waited for by what the API shows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { readLiveStream } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ABANDONED_MESSAGES, TIMEOUT_TYPES } from '../contract';
import type {
  Campaign,
  Checkout,
  CheckoutPage,
  MigrateOrdersResult,
  Migration,
  SendLogPage,
} from '../contract';
import { abandonedTestServer } from './test-server';

const M = ABANDONED_MESSAGES;
const DAY = 86_400_000;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await abandonedTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const json = async <T>(res: Response) => (await res.json()) as T;

/** Reports a checkout started at `at`. */
async function checkout(email: string, at: Date): Promise<void> {
  const res = await t.request('POST', '/storefront/checkouts', {
    body: {
      store: 'storeroom-demo',
      session: randomUUID(),
      email,
      items: [{ title: 'Linen shirt', quantity: 1, price: 4900 }],
      total: 4900,
      started_at: at.toISOString(),
    },
  });
  expect(res.status).toBe(204);
}

/**
 * An order for `email` placed at `at`, recorded with no event (before this area listened);
 * `guest`: with the e-mail only, no customer record.
 */
async function pastOrder(email: string, at: Date, guest = false): Promise<void> {
  const res = await t.request('POST', '/abandoned-probe/order-recorded', {
    token: owner,
    body: { email, at: at.toISOString(), guest },
  });
  expect(res.status).toBe(204);
}

async function grid(kind: 'recovered' | 'unrecovered'): Promise<Checkout[]> {
  return (
    await json<CheckoutPage>(
      await t.request('POST', `/abandoned-checkouts/logs-${kind}?size=200`, { token: owner, body: {} }),
    )
  ).items;
}

const migration = async (token = owner) =>
  json<Migration>(await t.request('GET', '/abandoned-checkouts/orders/migrate', { token }));

/** Starts the migration and waits for its job; answers what POST, the job and GET answered. */
async function migrate() {
  const res = await t.request('POST', '/abandoned-checkouts/orders/migrate', { token: owner });
  expect(res.status).toBe(200);
  const started = await json<Migration>(res);
  expect(started).toMatchObject({ state: 'queued', message: M.migrateStarted, job_id: expect.any(String) });
  const job = await vi.waitFor(
    async () => {
      const view = await json<JobView<MigrateOrdersResult>>(
        await t.request('GET', `/jobs/${started.job_id}`, { token: owner }),
      );
      if (view.state !== 'completed') throw new Error(`migration ${view.state}: ${view.error ?? ''}`);
      return view;
    },
    { timeout: 30_000, interval: 100 },
  );
  return { started, job, state: await migration() };
}

describe('the orders migration (/abandoned-checkouts/orders/migrate)', () => {
  it('recovers the open checkouts whose buyer ordered after them, at the order’s time, once', async () => {
    expect(await migration()).toEqual({
      state: 'never',
      job_id: null,
      done: 0,
      total: 0,
      checked: 0,
      recovered: 0,
      started_at: null,
      finished_at: null,
    });
    const id = randomUUID().slice(0, 8);
    const now = Date.now();
    const ordered = `ordered-${id}@example.test`;
    const guest = `guest-${id}@example.test`;
    const before = `before-${id}@example.test`;
    const never = `never-${id}@example.test`;
    await checkout(ordered, new Date(now - 3 * DAY));
    await checkout(guest, new Date(now - 3 * DAY));
    await checkout(before, new Date(now - 2 * DAY));
    await checkout(never, new Date(now - DAY));
    const orderedAt = new Date(now - 2.5 * DAY);
    await pastOrder(ordered, orderedAt);
    // A guest's order: no customer record, found by the order's e-mail.
    const guestAt = new Date(now - 2.4 * DAY);
    await pastOrder(guest.toUpperCase(), guestAt, true);
    // An order before the checkout is not its recovery.
    await pastOrder(before, new Date(now - 4 * DAY));
    const open = (await grid('unrecovered')).length;

    const first = await migrate();
    expect(first.job.result).toEqual({ checked: open, recovered: 2 });
    expect(first.state).toMatchObject({
      state: 'completed',
      job_id: first.started.job_id,
      done: open,
      total: open,
      checked: open,
      recovered: 2,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const recovered = (await grid('recovered')).find((c) => c.email === ordered);
    expect(recovered?.recovered_at).toBe(orderedAt.toISOString());
    expect((await grid('recovered')).find((c) => c.email === guest)?.recovered_at).toBe(
      guestAt.toISOString(),
    );
    const still = (await grid('unrecovered')).map((c) => c.email);
    expect(still).toEqual(expect.arrayContaining([before, never]));
    expect(still).not.toContain(ordered);
    expect(still).not.toContain(guest);

    // A second run finds nothing more and changes nothing.
    const second = await migrate();
    expect(second.job.result).toEqual({ checked: open - 2, recovered: 0 });
    expect(second.state).toMatchObject({ state: 'completed', recovered: 0, checked: open - 2 });
    expect((await grid('recovered')).find((c) => c.email === ordered)?.recovered_at).toBe(
      orderedAt.toISOString(),
    );
  });

  it('is followed on the live channel by whoever may read the area, from queued to done', async () => {
    const limited = (await t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }])).tokens
      .accessToken;
    const stream = await readLiveStream(await t.request('GET', '/live', { token: limited }));
    stream.collect();
    try {
      const { started, state } = await migrate();
      const runs = () =>
        stream.received
          .filter((e) => e.event === 'abandoned.migration')
          .map((e) => e.data as Migration)
          .filter((m) => m.job_id === started.job_id);
      await vi.waitFor(
        () => {
          expect(runs().at(-1)?.state).toBe('completed');
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(runs()[0]).toMatchObject({ state: 'queued', job_id: started.job_id });
      expect(runs().at(-1)).toEqual(state);
    } finally {
      await stream.cancel();
    }
  });

  it('is started with full access only, read with limited access, and per store', async () => {
    const limited = (await t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await migration();
    expect((await t.request('GET', '/abandoned-checkouts/orders/migrate', { token: limited })).status).toBe(
      200,
    );
    expect((await t.request('POST', '/abandoned-checkouts/orders/migrate', { token: limited })).status).toBe(
      403,
    );
    expect(await migration()).toEqual(before);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', '/abandoned-checkouts/orders/migrate', { token: none })).status).toBe(403);
    const other = await t.switchStore(owner);
    expect((await migration(other)).state).toBe('never');
  });
});

describe('a campaign published after checkouts were abandoned', () => {
  /** Two emails: one a minute after, one a day after. */
  const body = (title: string, is_published: boolean) => ({
    title,
    is_published,
    from_name: 'Test Store',
    from_email: 'shop@example.test',
    emails: [
      {
        template_type: 'reminder',
        template_style: 'plain',
        subject: `${title} 1`,
        timeout_type: TIMEOUT_TYPES.minutes,
        timeout: 60,
      },
      {
        template_type: 'warning',
        template_style: 'plain',
        subject: `${title} 2`,
        timeout_type: TIMEOUT_TYPES.days,
        timeout: 86_400,
      },
    ],
  });

  const sendsOf = async (campaignId: number, email: string) =>
    (
      await json<SendLogPage>(
        await t.request('POST', `/abandoned-checkouts/${campaignId}/log?size=200`, {
          token: owner,
          body: {},
        }),
      )
    ).items.filter((s) => s.email === email);

  /** The stage jobs waiting for the checkout of `email` and when each is due (the scheduler). */
  const scheduled = async (campaignId: number, email: string) =>
    json<{ job_id: string; stage: number; start_after: string }[]>(
      await t.request('POST', '/abandoned-probe/scheduled-stages', {
        token: owner,
        body: { campaign_id: campaignId, email },
      }),
    );

  it('mails them from the publication on (switched on, or created published), each stage at its timeout after it: no overdue burst', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.test`;
    // Abandoned two days ago: counted from the abandonment, both stages would be overdue at once.
    await checkout(email, new Date(Date.now() - 2 * DAY));
    const id = randomUUID().slice(0, 6);
    const switched = await json<Campaign>(
      await t.request('POST', '/abandoned-checkouts', {
        token: owner,
        body: body(`Switched on ${id}`, false),
      }),
    );
    const publish = {
      switched: async () => {
        const on = await t.request('PATCH', `/abandoned-checkouts/${switched.id}`, {
          token: owner,
          body: { is_published: true },
        });
        expect(on.status).toBe(200);
        return switched;
      },
      created: async () => {
        const res = await t.request('POST', '/abandoned-checkouts', {
          token: owner,
          body: body(`Created on ${id}`, true),
        });
        expect(res.status).toBe(201);
        return json<Campaign>(res);
      },
    };
    for (const way of [publish.switched, publish.created]) {
      const before = Date.now();
      const campaign = await way();
      const after = Date.now();
      // The publication's job queues both stages, counted from the publication (read from the
      // scheduler: no waiting for the minute to pass).
      const stages = await vi.waitFor(
        async () => {
          const jobs = await scheduled(campaign.id, email);
          expect(jobs.map((j) => j.stage)).toEqual([0, 1]);
          return jobs;
        },
        { timeout: 30_000, interval: 100 },
      );
      const due = stages.map((j) => Date.parse(j.start_after));
      // Timestamps are stored to the microsecond, the clock read here to the millisecond.
      expect(due[0]).toBeGreaterThanOrEqual(before + 60_000 - 1);
      expect(due[0]).toBeLessThanOrEqual(after + 60_000 + 1);
      expect(due[1]).toBeGreaterThanOrEqual(before + DAY - 1);
      expect(due[1]).toBeLessThanOrEqual(after + DAY + 1);
      // Nothing is sent before its time; the first stage, made due now, is sent once.
      expect(await sendsOf(campaign.id, email)).toEqual([]);
      await t.request('POST', '/abandoned-probe/run-now', {
        token: owner,
        body: { job_id: stages[0]!.job_id },
      });
      const [first] = await vi.waitFor(
        async () => {
          const mine = await sendsOf(campaign.id, email);
          if (mine.length === 0) throw new Error('not sent yet');
          return mine;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(first!.stage).toBe(0);
      // The second is still a day away, not overdue now.
      expect((await scheduled(campaign.id, email)).map((j) => j.stage)).toEqual([1]);
      expect((await sendsOf(campaign.id, email)).map((s) => s.stage)).toEqual([0]);
    }
  });
});
