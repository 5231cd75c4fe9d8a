/**
 * Test data of the abandoned-checkout flows in the assembled admin: the job settings that let
 * a stage's email go out within the test, and one published campaign that is the only one
 * mailing (the demo's seeded campaigns are switched off). Data only: every rule is the real
 * plugins'.
 */
import { expect } from 'vitest';
import type { TestServer } from '@storeroom/server/testing';
import type { Campaign } from '@storeroom/plugin-abandoned/contract';
import { answer } from './order-data';

/** Jobs polled twice a second, progress at once, a short shutdown. */
export const FLOW_JOBS = { pollingIntervalSeconds: 0.5, progressIntervalMs: 0, shutdownTimeoutMs: 1_500 };

/** Switches every campaign off, then publishes `title` with `emails`: the only one that mails. */
export async function onlyCampaign(
  t: TestServer,
  owner: string,
  title: string,
  emails: Record<string, unknown>[],
): Promise<Campaign> {
  const { body: seeded } = await answer<{ items: Campaign[] }>(t, owner, 'GET', '/abandoned-checkouts');
  for (const c of seeded.items)
    await answer(t, owner, 'PATCH', `/abandoned-checkouts/${c.id}`, { is_published: false });
  const created = await answer<Campaign>(t, owner, 'POST', '/abandoned-checkouts', {
    title,
    is_published: true,
    from_name: 'Demo Store',
    from_email: 'support@demo.test',
    emails,
  });
  expect(created.status).toBe(201);
  return created.body;
}
