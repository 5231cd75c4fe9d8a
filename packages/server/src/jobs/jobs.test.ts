/**
 * Background jobs on a real database (PGlite; PostgreSQL with DATABASE_URL): a job enqueued
 * in a handler's transaction is rolled back with it; progress, results and errors reach the
 * caller through GET /jobs/{id}; failures are retried and the last error kept; another
 * caller or store sees nothing; mail leaves through the outbox only after a commit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { createJobRef, defineContract, defineEndpoint } from '@storeroom/core/contract';
import type { JobView } from '@storeroom/core/contract';
import { HttpError } from '../http/errors';
import type { MailTransport, OutgoingMail } from '../mail/mailer';
import { defineServerPlugin, implement } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import type { LiveEvent } from '../live/bus';
import { implementJob } from './define';

const STEP = createJobRef<{ label: string }, { label: string; doubled: number }>('probes.step');
const FLAKY = createJobRef<{ failures: number }, { attempts: number }>('probes.flaky');
const HOLD = createJobRef<Record<string, never>, null>('probes.hold');

const startBody = z.object({
  job: z.enum(['step', 'flaky', 'hold']),
  failures: z.number().int().optional(),
  /** Refuse after enqueueing (and after queueing a mail): the transaction rolls back. */
  rollback: z.boolean().optional(),
  mailTo: z.string().optional(),
});

const probesContract = defineContract({
  id: 'probes',
  endpoints: {
    start: defineEndpoint({
      method: 'POST',
      path: '/probes/start',
      subject: SUBJECTS.orders,
      action: 'update',
      body: startBody,
      response: z.object({ id: z.string() }),
    }),
  },
  jobs: { step: STEP, flaky: FLAKY, hold: HOLD },
});

// What the handlers saw, and a gate the step job waits on (released by the test).
const attempts: number[] = [];
let release: () => void = () => {};
let gate = new Promise<void>((resolve) => (release = resolve));
const sent: OutgoingMail[] = [];
// What the hold job lived through.
const held: string[] = [];
const transport: MailTransport = { name: 'probe', send: async (m) => void sent.push(m) };

const probes = defineServerPlugin({
  id: 'probes',
  contract: probesContract,
  routes: [
    implement(probesContract.endpoints.start, async (ctx, { body }) => {
      const job =
        body.job === 'step'
          ? await ctx.jobs.enqueue(STEP, { label: 'half' })
          : body.job === 'hold'
            ? await ctx.jobs.enqueue(HOLD, {})
            : await ctx.jobs.enqueue(FLAKY, { failures: body.failures ?? 0 });
      if (body.mailTo)
        await ctx.services.mail.send(ctx.db, ctx.store.id, {
          to: body.mailTo,
          subject: 'Probe mail',
          body: '<p>Probe</p>',
          area: SUBJECTS.customers,
        });
      if (body.rollback) throw new HttpError(422, { message: 'Refused after enqueueing.' });
      return job;
    }),
  ],
  jobs: [
    implementJob(STEP, async ({ input, progress }) => {
      await progress({ done: 1, total: 2, step: `Working (${input.label})` });
      await gate;
      await progress({ done: 2, total: 2, step: 'Done' });
      return { label: input.label, doubled: 4 };
    }),
    implementJob(HOLD, async ({ signal }) => {
      held.push('started');
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      held.push(signal.aborted ? 'aborted' : 'finished');
      return null;
    }),
    implementJob(
      FLAKY,
      async ({ input, attempt }) => {
        attempts.push(attempt);
        if (attempt <= input.failures) throw new Error(`Attempt ${attempt} failed.`);
        return { attempts: attempt };
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: true },
    ),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({
    plugins: [probes],
    mail: transport,
    jobs: { pollingIntervalSeconds: 0.5, progressIntervalMs: 0, shutdownTimeoutMs: 1_500 },
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(async () => {
  if (!closed) await t?.close();
});
let closed = false;

async function start(token: string, body: z.input<typeof startBody>): Promise<Response> {
  return t.request('POST', '/probes/start', { token, body });
}

async function job(token: string, id: string): Promise<{ status: number; view?: JobView }> {
  const res = await t.request('GET', `/jobs/${id}`, { token });
  return { status: res.status, view: res.status === 200 ? ((await res.json()) as JobView) : undefined };
}

const waitForJob = (token: string, id: string, until: (view: JobView) => boolean) =>
  vi.waitFor(
    async () => {
      const { view } = await job(token, id);
      if (!view || !until(view)) throw new Error(`job ${id}: ${JSON.stringify(view)}`);
      return view;
    },
    { timeout: 30_000, interval: 100 },
  );

describe('jobs', () => {
  it('shows a running job’s progress, then its result (also as live events to its caller)', async () => {
    const events: LiveEvent[] = [];
    const stop = t.server.live.subscribe((e) => void (e.type === 'job' && events.push(e)));
    const res = await start(owner, { job: 'step' });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const running = await waitForJob(owner, id, (v) => v.progress?.done === 1);
    expect(running).toMatchObject({
      id,
      name: 'probes.step',
      state: 'active',
      progress: { done: 1, total: 2, step: 'Working (half)' },
      result: null,
      finishedAt: null,
    });
    release();
    const done = await waitForJob(owner, id, (v) => v.state === 'completed');
    expect(done.result).toEqual({ label: 'half', doubled: 4 });
    expect(done.progress).toEqual({ done: 2, total: 2, step: 'Done' });
    expect(done.finishedAt).toEqual(expect.any(String));
    gate = new Promise<void>((resolve) => (release = resolve));
    await vi.waitFor(() => expect(events.at(-1)?.data).toEqual(done), { timeout: 30_000 });
    stop();
    const ownerId = ((await (await t.request('GET', '/account', { token: owner })).json()) as { id: number })
      .id;
    expect(
      events.every(
        (e) => JSON.stringify(e.audience) === JSON.stringify({ caller: { kind: 'owner', id: ownerId } }),
      ),
    ).toBe(true);
    expect(events.map((e) => (e.data as JobView).state)).toContain('active');
  });

  it('retries a failing job with backoff, and keeps the last error once it fails', async () => {
    attempts.length = 0;
    const { id } = (await (await start(owner, { job: 'flaky', failures: 5 })).json()) as { id: string };
    const failed = await waitForJob(owner, id, (v) => v.state === 'failed');
    expect(failed.error).toBe('Attempt 2 failed.');
    expect(failed.finishedAt).toEqual(expect.any(String));
    expect(attempts).toEqual([1, 2]);

    // One failure, then success on the retry.
    attempts.length = 0;
    const again = (await (await start(owner, { job: 'flaky', failures: 1 })).json()) as { id: string };
    const completed = await waitForJob(owner, again.id, (v) => v.state === 'completed');
    expect(completed).toMatchObject({ result: { attempts: 2 }, error: null });
    expect(attempts).toEqual([1, 2]);
  });

  it('enqueues in the caller’s transaction: a rolled-back action leaves no job and sends no mail', async () => {
    const logsBefore = await emailLogCount();
    const jobsBefore = await jobCount();
    const res = await start(owner, { job: 'flaky', rollback: true, mailTo: 'nobody@shop.test' });
    expect(res.status).toBe(422);
    expect(await jobCount()).toBe(jobsBefore);
    expect(await emailLogCount()).toBe(logsBefore);

    // Committed: the job runs and the mail leaves (after the commit, through the queue).
    const ok = (await (await start(owner, { job: 'flaky', mailTo: 'someone@shop.test' })).json()) as {
      id: string;
    };
    await waitForJob(owner, ok.id, (v) => v.state === 'completed');
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toContain('someone@shop.test'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(sent.map((m) => m.to)).not.toContain('nobody@shop.test');
  });

  it('answers 404 to another caller and another store; the owner reads an employee’s job', async () => {
    const employee = await t.employeeSession([{ subject: 'orders', rule: 2 }]);
    const other = await t.employeeSession([{ subject: 'orders', rule: 2 }]);
    const { id } = (await (await start(employee.tokens.accessToken, { job: 'flaky' })).json()) as {
      id: string;
    };
    expect((await job(employee.tokens.accessToken, id)).status).toBe(200);
    expect((await job(owner, id)).status).toBe(200);
    expect((await job(other.tokens.accessToken, id)).status).toBe(404);
    // The owner in their other store.
    const stores = (await (await t.request('GET', '/account/stores', { token: owner })).json()) as {
      items: { id: number; current: boolean }[];
    };
    const second = stores.items.find((s) => !s.current)!;
    const switched = (await (
      await t.request('POST', '/account/stores', { token: owner, body: { store_id: second.id } })
    ).json()) as { access_token: string };
    expect((await job(switched.access_token, id)).status).toBe(404);
    expect((await job(owner, 'not-a-job')).status).toBe(404);
    expect((await t.request('GET', `/jobs/${id}`)).status).toBe(401);
  });

  it('shows a message’s body only to callers who may read the area it carries', async () => {
    await start(owner, { job: 'flaky', mailTo: 'customers-report@shop.test' });
    const settingsOnly = await t.employeeSession([{ subject: 'settings', rule: 1 }]);
    const read = async (token: string) => {
      const res = await t.request('GET', '/email-logs?expand=body&size=200', { token });
      expect(res.status).toBe(200);
      const { items } = (await res.json()) as { items: { to_email: string; body?: string }[] };
      return items.find((i) => i.to_email === 'customers-report@shop.test');
    };
    expect((await read(owner))?.body).toBe('<p>Probe</p>');
    const limited = await read(settingsOnly.tokens.accessToken);
    expect(limited).toBeDefined();
    expect(limited?.body).toBeUndefined();
    // Nor can its text be found by searching.
    const search = async (token: string) => {
      const res = await t.request('POST', '/email-logs/search?size=200', {
        token,
        body: { to_email: 'customers-report@shop.test', body: { operator: 'contains', value: 'Probe' } },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { _meta: { totalCount: number } })._meta.totalCount;
    };
    expect(await search(owner)).toBe(1);
    expect(await search(settingsOnly.tokens.accessToken)).toBe(0);
    const customersToo = await t.employeeSession([
      { subject: 'settings', rule: 1 },
      { subject: 'customers', rule: 1 },
    ]);
    expect(await search(customersToo.tokens.accessToken)).toBe(1);
    expect((await read(customersToo.tokens.accessToken))?.body).toBe('<p>Probe</p>');
  });

  // Last: it closes the server.
  it('close() stops fetching, waits for a running job up to the timeout, then aborts it', async () => {
    const { id } = (await (await start(owner, { job: 'hold' })).json()) as { id: string };
    await waitForJob(owner, id, (v) => v.state === 'active');
    await vi.waitFor(() => expect(held).toEqual(['started']), { timeout: 30_000 });
    // The job never finishes by itself: close() returns only once it gave up on its signal.
    await t.close();
    closed = true;
    expect(held).toEqual(['started', 'aborted']);
  });
});

async function jobCount(): Promise<number> {
  const { jobs } = await import('./table');
  return (await t.server.database().db.select().from(jobs)).length;
}

async function emailLogCount(): Promise<number> {
  const res = await t.request('GET', '/email-logs?size=1', { token: owner });
  return ((await res.json()) as { _meta: { totalCount: number } })._meta.totalCount;
}
