/**
 * Test mode (spec 3 §5 "Abandoned timeout minimum 1 (0 in test mode)"), on a real database
 * (PGlite; PostgreSQL with DATABASE_URL): a test email is sent at once with the email as edited,
 * also when its timeout is 0; a campaign saved with it is refused with the spec's rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { ABANDONED_MESSAGES, TIMEOUT_TYPES } from '../contract';
import type { CampaignEmailInput } from '../contract';
import { abandonedTestServer } from './test-server';

const M = ABANDONED_MESSAGES;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await abandonedTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const email = (timeout: number): CampaignEmailInput => ({
  template_type: 'reminder',
  template_style: 'plain',
  subject: `Right now ${timeout}`,
  timeout_type: TIMEOUT_TYPES.minutes,
  timeout,
});

describe('test mode: a timeout of 0', () => {
  it('is sent at once as a test email (it lands in the email log)', async () => {
    const res = await t.request('POST', '/abandoned-checkouts/send-test-email', {
      token: owner,
      body: { emails: [email(0)], stage: 0, to: 'tester@example.test' },
    });
    expect(res.status).toBe(200);
    const { email_log_id, message } = (await res.json()) as { email_log_id: number; message: string };
    expect(message).toBe(M.testSent);
    const log = await t.request('GET', `/email-logs/${email_log_id}`, { token: owner });
    expect(await log.json()).toMatchObject({ subject: 'Right now 0' });
  });

  it('is refused for a saved campaign (minimum a minute), and below 0 for a test; nothing is saved or sent', async () => {
    const before = (
      (await (await t.request('GET', '/abandoned-checkouts', { token: owner })).json()) as {
        _meta: { totalCount: number };
      }
    )._meta.totalCount;
    const saved = await t.request('POST', '/abandoned-checkouts', {
      token: owner,
      body: { title: 'Zero', emails: [email(0)] },
    });
    expect(saved.status).toBe(422);
    expect(await saved.json()).toEqual({ errors: { 'emails.0.timeout': [M.timeoutInvalid] } });
    const after = (
      (await (await t.request('GET', '/abandoned-checkouts', { token: owner })).json()) as {
        _meta: { totalCount: number };
      }
    )._meta.totalCount;
    expect(after).toBe(before);
    const negative = await t.request('POST', '/abandoned-checkouts/send-test-email', {
      token: owner,
      body: { emails: [email(-1)], stage: 0, to: 'tester@example.test' },
    });
    expect(negative.status).toBe(422);
    expect(await negative.json()).toEqual({ errors: { 'emails.0.timeout': [M.timeoutInvalid] } });
  });
});
