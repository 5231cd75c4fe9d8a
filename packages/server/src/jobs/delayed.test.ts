/**
 * A delayed start (`ctx.jobs.enqueue(ref, input, { startAfter })`) on a real database (PGlite;
 * PostgreSQL with DATABASE_URL): a job whose start is in the future is queued and not taken;
 * one whose start has passed runs; both are queued in the caller's transaction. Time is never
 * waited for: the test uses starts far in the future and in the past.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { createJobRef, defineContract, defineEndpoint } from '@storeroom/core/contract';
import type { JobView } from '@storeroom/core/contract';
import { defineServerPlugin, implement } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { startAfterOf } from './define';
import { implementJob } from './define';

const LATER = createJobRef<{ label: string }, { label: string }>('delays.later');

const startBody = z.object({
  label: z.string(),
  /** Seconds from now, or an ISO moment. */
  seconds: z.number().optional(),
  at: z.string().optional(),
});

const delaysContract = defineContract({
  id: 'delays',
  endpoints: {
    start: defineEndpoint({
      method: 'POST',
      path: '/delays/start',
      subject: SUBJECTS.orders,
      action: 'update',
      body: startBody,
      response: z.object({ id: z.string() }),
    }),
  },
  jobs: { later: LATER },
});

const ran: string[] = [];

const delays = defineServerPlugin({
  id: 'delays',
  contract: delaysContract,
  routes: [
    implement(delaysContract.endpoints.start, async (ctx, { body }) =>
      ctx.jobs.enqueue(
        LATER,
        { label: body.label },
        body.at !== undefined
          ? { startAfter: new Date(body.at) }
          : body.seconds !== undefined
            ? { startAfter: body.seconds }
            : {},
      ),
    ),
  ],
  jobs: [
    implementJob(LATER, async ({ input }) => {
      ran.push(input.label);
      return { label: input.label };
    }),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({
    plugins: [delays],
    jobs: { pollingIntervalSeconds: 0.5, progressIntervalMs: 0, shutdownTimeoutMs: 1_500 },
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(async () => {
  await t?.close();
});

async function start(body: z.input<typeof startBody>): Promise<string> {
  const res = await t.request('POST', '/delays/start', { token: owner, body });
  const answer = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.id;
}

async function view(id: string): Promise<JobView> {
  const res = await t.request('GET', `/jobs/${id}`, { token: owner });
  expect(res.status).toBe(200);
  return (await res.json()) as JobView;
}

describe('delayed jobs (startAfter)', () => {
  it('runs a job whose start has passed, and leaves one whose start is to come queued', async () => {
    const future = await start({ label: 'next-year', seconds: 365 * 24 * 3600 });
    const futureDate = await start({
      label: 'tomorrow',
      at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const past = await start({ label: 'yesterday', at: new Date(Date.now() - 86_400_000).toISOString() });
    const now = await start({ label: 'now', seconds: 0 });
    // The later two were queued after the delayed ones; once both have run, a worker has
    // fetched past the delayed ones and left them.
    await vi.waitFor(
      async () => {
        expect((await view(past)).state).toBe('completed');
        expect((await view(now)).state).toBe('completed');
      },
      { timeout: 30_000, interval: 100 },
    );
    expect((await view(future)).state).toBe('queued');
    expect((await view(futureDate)).state).toBe('queued');
    expect(ran).toContain('yesterday');
    expect(ran).toContain('now');
    expect(ran).not.toContain('next-year');
    expect(ran).not.toContain('tomorrow');
  });

  it('reads seconds from now (never negative) and moments as pg-boss takes them', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(startAfterOf(undefined)).toBeUndefined();
    expect(startAfterOf(90, now)).toBe('2030-01-01T00:01:30.000Z');
    expect(startAfterOf(-5, now)).toBe('2030-01-01T00:00:00.000Z');
    expect(startAfterOf(new Date('2030-01-02T03:04:05.000Z'))).toBe('2030-01-02T03:04:05.000Z');
    expect(() => startAfterOf(Number.NaN)).toThrow(/finite/);
    expect(() => startAfterOf(new Date('nope'))).toThrow(/valid date/);
  });
});
