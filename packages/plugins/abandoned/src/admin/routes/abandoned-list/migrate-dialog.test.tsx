import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLiveClient, liveApiRef } from '@storeroom/core';
import type { LiveClient } from '@storeroom/core';
import { AdminTestProvider, screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createAbandonedClient } from '../../../client';
import { ABANDONED_MESSAGES } from '../../../contract';
import { SEED_CHECKOUTS } from '../../../server/seed-data';
import { abandonedTestServer } from '../../../server/test-server';
import { AbandonedListPage } from './abandoned-list';

const M = ABANDONED_MESSAGES;
const s = ownerSuite(abandonedTestServer, { beforeAll, afterAll });
// The migration is a job on the real server: on a loaded CI machine what the user sees can take
// more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 30_000 });

const api = () => createAbandonedClient(s.t.http(s.owner));

function setup(session?: TestSession) {
  render(screenOnServer(s, <AbandonedListPage />, '/admin/abandoned/index', { as: session }));
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Migrate orders' }));
  return screen.findByRole('dialog', { name: 'Migrate orders' });
}

describe('Migrate orders (on the real server)', () => {
  it('starts the migration, shows its progress to the end and what it found; the server recovered the checkout', async () => {
    // A seeded open checkout whose buyer ordered a minute ago, before this area listened.
    const buyer = SEED_CHECKOUTS.find((c) => !c.recovered)!;
    const recorded = await s.t.request('POST', '/abandoned-probe/order-recorded', {
      token: s.owner.tokens.accessToken,
      body: { email: buyer.email, at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(recorded.status).toBe(204);
    setup();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Not run yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(M.migrateStarted)).toBeInTheDocument();
    expect(await within(dialog).findByText('Done')).toBeInTheDocument();
    expect(await within(dialog).findByText(/checked, 1 recovered by an order\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run again' })).toBeEnabled();
    const recovered = await api().logsRecovered({ query: { size: 200 } });
    expect(recovered.items.some((c) => c.email === buyer.email)).toBe(true);
    const state = await api().migrationStatus({});
    expect(state).toMatchObject({ state: 'completed', recovered: 1 });
  });

  it('shows the last run to limited access, with no way to start one', async () => {
    // A run of its own (the owner's), finished before the screen opens.
    await api().migrateOrders({});
    await expect
      .poll(async () => (await api().migrationStatus({})).state, { timeout: 30_000 })
      .toBe('completed');
    setup(await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]));
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/recovered by an order\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Start|Run again/ })).not.toBeInTheDocument();
  });

  it('a limited viewer follows a run someone else started, on the live channel, to its result', async () => {
    // Two checkouts whose buyers ordered after them: this run recovers exactly two.
    const run = Math.random().toString(36).slice(2, 8);
    for (const n of [1, 2]) {
      const email = `live-${run}-${n}@example.test`;
      const reported = await s.t.request('POST', '/storefront/checkouts', {
        body: {
          store: 'storeroom-demo',
          session: `live-${run}-${n}`,
          email,
          items: [{ title: 'Linen shirt', quantity: 1, price: 4900 }],
          total: 4900,
          started_at: new Date(Date.now() - 7_200_000).toISOString(),
        },
      });
      expect(reported.status).toBe(204);
      const ordered = await s.t.request('POST', '/abandoned-probe/order-recorded', {
        token: s.owner.tokens.accessToken,
        body: { email, at: new Date(Date.now() - 3_600_000).toISOString() },
      });
      expect(ordered.status).toBe(204);
    }
    // No run under way before the viewer opens the dialog.
    await expect
      .poll(async () => (await api().migrationStatus({})).state, { timeout: 30_000 })
      .not.toMatch(/queued|active/);
    const viewer = await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]);
    const live: LiveClient = createLiveClient({
      url: 'http://localhost/api/v1/live',
      token: () => viewer.tokens.accessToken,
      refresh: () => Promise.reject(new Error('no refresh in this test')),
      fetch: s.t.fetch,
    });
    onTestFinished(() => live.close());
    render(
      <AdminTestProvider
        fetch={s.t.fetch}
        tokens={viewer.tokens}
        account={viewer.account}
        initialPath="/admin/abandoned/index"
        apis={[[liveApiRef, live]]}
      >
        <AbandonedListPage />
      </AdminTestProvider>,
    );
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/Not run yet\.|recovered by an order\./)).toBeInTheDocument();
    await expect.poll(() => live.status, { timeout: 30_000 }).toBe('connected');
    // The owner starts it elsewhere: the viewer's dialog shows it to its end.
    await api().migrateOrders({});
    expect(await within(dialog).findByText(/checked, 2 recovered by an order\./)).toBeInTheDocument();
  });
});
