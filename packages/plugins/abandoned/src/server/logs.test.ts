/**
 * The logs of recovered and unrecovered checkouts on a real database (PGlite; PostgreSQL with
 * DATABASE_URL): the CSV export of each (a job that stores the file and mails its link to the
 * caller, spec 1 §7 "/export", §8 "Report will be sent to your email") and the PATCH of a
 * checkout (recovered by hand, or back; the buyer's name), with the spec's log entry fields
 * (customer full name, e-mail, campaign). Jobs are waited for by their state, never by time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { ABANDONED_MESSAGES, PRODUCT_MAIL_DOMAIN, TIMEOUT_TYPES } from '../contract';
import type { Campaign, Checkout, CheckoutPage, CheckoutsExportResult, SendLogPage } from '../contract';
import { SEED_CHECKOUTS } from './seed-data';
import { abandonedTestServer } from './test-server';

const M = ABANDONED_MESSAGES;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await abandonedTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function grid(kind: 'recovered' | 'unrecovered', token = owner): Promise<CheckoutPage> {
  return json<CheckoutPage>(
    await t.request('POST', `/abandoned-checkouts/logs-${kind}?size=200`, { token, body: {} }),
  );
}

/** Reports a checkout started `minutesAgo` minutes ago, with the buyer's name. */
async function checkout(email: string, minutesAgo: number, full_name?: string): Promise<void> {
  const res = await t.request('POST', '/storefront/checkouts', {
    body: {
      store: 'storeroom-demo',
      session: randomUUID(),
      email,
      ...(full_name === undefined ? {} : { full_name }),
      items: [{ title: 'Linen shirt', quantity: 2, price: 2450 }],
      total: 4900,
      started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    },
  });
  expect(res.status).toBe(204);
}

async function findIn(kind: 'recovered' | 'unrecovered', email: string): Promise<Checkout | undefined> {
  return (await grid(kind)).items.find((c) => c.email === email);
}

/** Waits for an export job to complete; answers its result and the stored file's lines. */
async function exported(res: Response, token = owner) {
  expect(res.status).toBe(200);
  const started = await json<{ message: string; id: string }>(res);
  expect(started).toEqual({ message: M.exportQueued, id: expect.any(String) });
  const job = await vi.waitFor(
    async () => {
      const view = await json<JobView<CheckoutsExportResult>>(
        await t.request('GET', `/jobs/${started.id}`, { token }),
      );
      if (view.state !== 'completed') throw new Error(`export ${view.state}: ${view.error ?? ''}`);
      return view;
    },
    { timeout: 30_000, interval: 100 },
  );
  const file = await t.request('GET', job.result!.url);
  expect(file.status).toBe(200);
  return { result: job.result!, lines: (await file.text()).trim().split(/\r?\n/) };
}

describe('logs of recovered and unrecovered checkouts', () => {
  it('shows the spec’s log entry: the customer’s name, the e-mail and the campaign that mailed it', async () => {
    const [campaign] = (
      await json<{ items: Campaign[] }>(await t.request('GET', '/abandoned-checkouts', { token: owner }))
    ).items.filter((c) => c.title === 'Cart reminder');
    const seeded = await findIn('unrecovered', SEED_CHECKOUTS[1]!.email);
    expect(seeded).toMatchObject({
      full_name: SEED_CHECKOUTS[1]!.full_name,
      campaign_id: campaign!.id,
      campaign: 'Cart reminder',
    });
    const email = `named-${randomUUID().slice(0, 8)}@example.test`;
    await checkout(email, 0, 'Ada Lovelace');
    expect(await findIn('unrecovered', email)).toMatchObject({
      full_name: 'Ada Lovelace',
      campaign: null,
      emails_sent: 0,
    });
  });

  it('exports each log as a CSV file whose link is mailed to the caller (never the CSV)', async () => {
    const email = `export-${randomUUID().slice(0, 8)}@example.test`;
    await checkout(email, 0, '=HYPERLINK("http://evil.test")');
    const unrecovered = await grid('unrecovered');
    const { result, lines } = await exported(
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered/export', { token: owner, body: {} }),
    );
    expect(lines[0]).toBe(
      'id,full_name,email,campaign,cart,total,started_at,emails_sent,last_sent_at,recovered_at',
    );
    expect(result).toMatchObject({ rows: unrecovered._meta.totalCount, emailed: true });
    expect(lines).toHaveLength(1 + unrecovered._meta.totalCount);
    const line = lines.find((l) => l.includes(email))!;
    // A name that is a spreadsheet formula is written as text; money as decimal text.
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(line).toContain('Linen shirt x 2,49.00');
    const sam = lines.find((l) => l.includes(SEED_CHECKOUTS[1]!.email))!;
    expect(sam).toContain(`${SEED_CHECKOUTS[1]!.full_name},${SEED_CHECKOUTS[1]!.email},Cart reminder`);

    const recovered = await grid('recovered');
    const other = await exported(
      await t.request('POST', '/abandoned-checkouts/logs-recovered/export', { token: owner, body: {} }),
    );
    expect(other.lines).toHaveLength(1 + recovered._meta.totalCount);
    expect(other.lines.some((l) => l.includes(SEED_CHECKOUTS[0]!.email))).toBe(true);
    expect(other.lines.some((l) => l.includes(email))).toBe(false);

    const logs = await json<{ items: { to_email: string; subject: string; body: string }[] }>(
      await t.request('GET', '/email-logs?sort=!id&size=1&expand=body', { token: owner }),
    );
    expect(logs.items[0]).toMatchObject({ to_email: DEMO_CREDENTIALS.owner.email });
    expect(logs.items[0]!.body).toContain(`href="${other.result.url}"`);
    expect(logs.items[0]!.body).not.toContain(SEED_CHECKOUTS[0]!.email);
  });

  it('lets limited (read-only) access export, to the employee’s own address', async () => {
    const employee = await t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]);
    const token = employee.tokens.accessToken;
    const { result } = await exported(
      await t.request('POST', '/abandoned-checkouts/logs-recovered/export', { token, body: {} }),
      token,
    );
    expect(result.emailed).toBe(true);
    const none = (await t.employeeSession([])).tokens.accessToken;
    const refused = await t.request('POST', '/abandoned-checkouts/logs-recovered/export', {
      token: none,
      body: {},
    });
    expect(refused.status).toBe(403);
  });

  it('marks a checkout recovered by hand (no later stage is sent), and back to unrecovered', async () => {
    const title = `Manual ${randomUUID().slice(0, 6)}`;
    const created = await t.request('POST', '/abandoned-checkouts', {
      token: owner,
      body: {
        title,
        is_published: true,
        from_name: 'Test Store',
        from_email: 'shop@example.test',
        emails: [
          {
            template_type: 'reminder',
            template_style: 'plain',
            subject: `${title} 1`,
            timeout_type: TIMEOUT_TYPES.days,
            timeout: 86_400,
          },
        ],
      },
    });
    const campaign = await json<Campaign>(created);
    const email = `manual-${randomUUID().slice(0, 8)}@example.test`;
    await checkout(email, 0, 'Grace Hopper');
    const open = (await findIn('unrecovered', email))!;

    const marked = await t.request('PATCH', `/abandoned-checkouts/logs/${open.id}`, {
      token: owner,
      body: { recovered: true, full_name: 'Grace B. Hopper' },
    });
    expect(marked.status).toBe(200);
    expect(await json(marked)).toMatchObject({
      id: open.id,
      full_name: 'Grace B. Hopper',
      recovered_at: expect.any(String),
    });
    expect(await findIn('unrecovered', email)).toBeUndefined();
    expect(await findIn('recovered', email)).toMatchObject({ id: open.id });

    // Its stage comes due now (the job runs): a recovered checkout is not mailed.
    const { id: jobId } = await json<{ id: string }>(
      await t.request('POST', '/abandoned-probe/enqueue-stage', {
        token: owner,
        body: { checkout_id: open.id, campaign_id: campaign.id, stage: 0 },
      }),
    );
    await vi.waitFor(
      async () => {
        const job = await json<{ state: string; result: unknown }>(
          await t.request('GET', `/jobs/${jobId}`, { token: owner }),
        );
        expect(job).toMatchObject({ state: 'completed', result: { sent: false } });
      },
      { timeout: 30_000, interval: 200 },
    );
    const sends = await json<SendLogPage>(
      await t.request('POST', `/abandoned-checkouts/${campaign.id}/log`, { token: owner, body: {} }),
    );
    expect(sends.items).toHaveLength(0);

    const back = await t.request('PATCH', `/abandoned-checkouts/logs/${open.id}`, {
      token: owner,
      body: { recovered: false },
    });
    expect(await json(back)).toMatchObject({ id: open.id, recovered_at: null });
    expect(await findIn('unrecovered', email)).toMatchObject({ full_name: 'Grace B. Hopper' });
  });

  it('refuses a bad PATCH with the messages, read-only access and another store’s checkout; nothing changes', async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@example.test`;
    await checkout(email, 0, 'Linus');
    const open = (await findIn('unrecovered', email))!;
    const bad = await t.request('PATCH', `/abandoned-checkouts/logs/${open.id}`, {
      token: owner,
      body: { recovered: 'yes', full_name: 'x'.repeat(201) },
    });
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors).toEqual({
      recovered: [M.recoveredInvalid],
      full_name: [M.fullNameTooLong],
    });
    const limited = (await t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }])).tokens
      .accessToken;
    const readOnly = await t.request('PATCH', `/abandoned-checkouts/logs/${open.id}`, {
      token: limited,
      body: { recovered: true },
    });
    expect(readOnly.status).toBe(403);
    const other = await t.switchStore(owner);
    const foreign = await t.request('PATCH', `/abandoned-checkouts/logs/${open.id}`, {
      token: other,
      body: { recovered: true },
    });
    expect(foreign.status).toBe(404);
    expect(await findIn('unrecovered', email)).toMatchObject({ full_name: 'Linus', recovered_at: null });
  });
});

describe('opened recovery emails (the tracking image)', () => {
  /** A campaign whose one email is due 20 minutes after the checkout; a checkout an hour old. */
  async function sentStage() {
    const title = `Opened ${randomUUID().slice(0, 6)}`;
    const campaign = await json<Campaign>(
      await t.request('POST', '/abandoned-checkouts', {
        token: owner,
        body: {
          title,
          is_published: true,
          from_name: 'Test Store',
          from_email: 'shop@example.test',
          emails: [
            {
              template_type: 'reminder',
              template_style: 'plain',
              subject: `${title} 1`,
              timeout_type: TIMEOUT_TYPES.minutes,
              timeout: 1200,
            },
          ],
        },
      }),
    );
    const email = `opened-${randomUUID().slice(0, 8)}@example.test`;
    await checkout(email, 60);
    const send = await vi.waitFor(
      async () => {
        const log = await json<SendLogPage>(
          await t.request('POST', `/abandoned-checkouts/${campaign.id}/log`, { token: owner, body: {} }),
        );
        if (!log.items[0]?.email_log_id) throw new Error('not sent yet');
        return log.items[0];
      },
      { timeout: 30_000, interval: 200 },
    );
    const mail = await json<{ body: string }>(
      await t.request('GET', `/email-logs/${send.email_log_id}?expand=body`, { token: owner }),
    );
    const src = /<img src="([^"]+)"/.exec(mail.body)?.[1];
    expect(src).toMatch(/^\/api\/v1\/storefront\/abandoned-opens\/storeroom-demo\/[A-Za-z0-9_-]{24}$/);
    return { campaign, send, path: src!.replace('/api/v1', '') };
  }

  const campaignStats = async (id: number) =>
    json<{ sent: number; opened: number }>(
      await t.request('POST', `/abandoned-checkouts/${id}/stats`, { token: owner, body: {} }),
    );
  const sendOf = async (campaignId: number) =>
    (
      await json<SendLogPage>(
        await t.request('POST', `/abandoned-checkouts/${campaignId}/log`, { token: owner, body: {} }),
      )
    ).items[0]!;

  it('records the first time the email is opened (no sign-in), once, in the log and the statistics', async () => {
    const { campaign, send, path } = await sentStage();
    expect(send.opened_at).toBeNull();
    expect(await campaignStats(campaign.id)).toMatchObject({ sent: 1, opened: 0 });

    const image = await t.request('GET', path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(image.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode('GIF89a'));
    const opened = (await sendOf(campaign.id)).opened_at;
    expect(opened).toEqual(expect.any(String));
    expect(await campaignStats(campaign.id)).toMatchObject({ sent: 1, opened: 1 });

    // Opened again: the first time stays, the count too.
    expect((await t.request('GET', path)).status).toBe(200);
    expect((await sendOf(campaign.id)).opened_at).toBe(opened);
    expect(await campaignStats(campaign.id)).toMatchObject({ opened: 1 });
    const all = await json<{ opened: number; sent: number; campaigns: { campaign_id: number }[] }>(
      await t.request('POST', '/abandoned-checkouts/stats', { token: owner, body: {} }),
    );
    expect(all.opened).toBeGreaterThanOrEqual(1);
    expect(all.opened).toBeLessThanOrEqual(all.sent);
    expect(all.campaigns.find((c) => c.campaign_id === campaign.id)).toEqual({
      campaign_id: campaign.id,
      sent: 1,
      opened: 1,
      checkouts: 1,
      recovered: 0,
      recovered_value: 0,
    });
  });

  it('counts the statistics of a date range only (days in the store’s time zone), in total and per campaign', async () => {
    const { campaign } = await sentStage();
    const today = new Date().toISOString().slice(0, 10);
    const stats = async (body: Record<string, string>) =>
      json<{ sent: number; campaigns: { campaign_id: number; sent: number }[] }>(
        await t.request('POST', '/abandoned-checkouts/stats', { token: owner, body }),
      );
    const around = await stats({ start_date: '2000-01-01', end_date: '2999-12-31' });
    expect(around.campaigns.find((c) => c.campaign_id === campaign.id)).toMatchObject({ sent: 1 });
    const before = await stats({ start_date: '2000-01-01', end_date: '2000-01-31' });
    expect(before).toMatchObject({ sent: 0, campaigns: [] });
    const later = await stats({ start_date: '2999-01-01' });
    expect(later.campaigns.some((c) => c.campaign_id === campaign.id)).toBe(false);
    // The store is on UTC (the demo's default): today's sends are in today's range.
    const todays = await stats({ start_date: today, end_date: today });
    expect(todays.campaigns.find((c) => c.campaign_id === campaign.id)).toMatchObject({ sent: 1 });
    const bad = await t.request('POST', '/abandoned-checkouts/stats', {
      token: owner,
      body: { start_date: '01/02/2026', end_date: '2026-02-30' },
    });
    expect(await json(bad)).toEqual({ errors: { start_date: [M.dateInvalid], end_date: [M.dateInvalid] } });
  });

  it('records nothing for an unknown token or through another store; an unknown store is 404', async () => {
    const { campaign, path } = await sentStage();
    const token = path.split('/').pop()!;
    const guessed = await t.request('GET', `/storefront/abandoned-opens/storeroom-demo/${'A'.repeat(24)}`);
    expect(guessed.status).toBe(200);
    expect(guessed.headers.get('content-type')).toBe('image/gif');
    const foreign = await t.request('GET', `/storefront/abandoned-opens/storeroom-outlet/${token}`);
    expect(foreign.status).toBe(200);
    expect((await t.request('GET', `/storefront/abandoned-opens/no-such-store/${token}`)).status).toBe(404);
    expect((await sendOf(campaign.id)).opened_at).toBeNull();
    expect(await campaignStats(campaign.id)).toMatchObject({ opened: 0 });
  });
});

describe('the default sender (spec 1 §9)', () => {
  it('is the store’s name and its subdomain on the product mail domain without a custom domain', async () => {
    const res = await t.request('GET', '/abandoned-checkouts/default-sender', { token: owner });
    expect(res.status).toBe(200);
    const sender = await json<{ from_name: string; from_email: string }>(res);
    expect(sender.from_email).toBe(`storeroom-demo@${PRODUCT_MAIL_DOMAIN}`);
    expect(sender.from_name).not.toBe('');
    const created = await t.request('POST', '/abandoned-checkouts', {
      token: owner,
      body: {
        title: `Defaults ${randomUUID().slice(0, 6)}`,
        emails: [
          {
            template_type: 'reminder',
            template_style: 'plain',
            subject: 'Still there?',
            timeout_type: TIMEOUT_TYPES.minutes,
            timeout: 1200,
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject(sender);
    // A sender that is sent must be valid: the messages, and nothing created.
    const bad = await t.request('POST', '/abandoned-checkouts', {
      token: owner,
      body: { title: 'Bad sender', from_name: ' ', from_email: 'nope', emails: [] },
    });
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors).toMatchObject({
      from_name: [M.fromNameRequired],
      from_email: [M.fromEmailInvalid],
    });
  });
});
