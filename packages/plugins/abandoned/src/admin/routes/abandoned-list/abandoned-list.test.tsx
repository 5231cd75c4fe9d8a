import { randomUUID } from 'node:crypto';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createAbandonedClient } from '../../../client';
import { ABANDONED_MESSAGES } from '../../../contract';
import { SEED_CAMPAIGNS, SEED_CHECKOUTS } from '../../../server/seed-data';
import { abandonedTestServer } from '../../../server/test-server';
import { AbandonedListPage } from './abandoned-list';

const M = ABANDONED_MESSAGES;
const s = ownerSuite(abandonedTestServer, { beforeAll, afterAll });
// The real server answers through jobs and several queries: on a loaded CI machine (load 8) what
// the user sees can take more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 30_000 });

/** What the server holds, read as the owner. */
const api = () => createAbandonedClient(s.t.http(s.owner));

async function campaignByTitle(title: string) {
  const found = (await api().campaigns.list({ size: 200 })).items.find((c) => c.title === title);
  if (!found) throw new Error(`No campaign ${title} on the server.`);
  return found;
}

function setup(path = '/admin/abandoned/index', session?: TestSession) {
  render(screenOnServer(s, <AbandonedListPage />, path, { as: session }));
}

describe('Abandoned checkouts list (on the real server)', () => {
  it('lists the campaigns with their statistics, and the store’s totals', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    for (const campaign of SEED_CAMPAIGNS)
      expect(await within(table).findByText(campaign.title)).toBeInTheDocument();
    const row = within(table).getByText('Cart reminder').closest('tr')!;
    // Every seeded checkout got the first email; one was recovered ($49.00).
    expect(within(row).getByText(String(SEED_CHECKOUTS.length))).toBeInTheDocument();
    expect(within(row).getByText('$49.00')).toBeInTheDocument();
    // The recovered buyer opened the email (seeded): the campaign's Opened column says 1.
    const opened = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Opened');
    expect(within(row).getAllByRole('cell')[opened]).toHaveTextContent('1');
    const stats = screen.getByLabelText('Statistics');
    expect(await within(stats).findByText('Recovered value')).toBeInTheDocument();
    expect(within(stats).getByText('Emails opened')).toBeInTheDocument();
  });

  it('shows the statistics of the chosen period (the calendar), in total and per campaign', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const sentColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Sent');
    const sentOf = () =>
      within(within(table).getByText('Cart reminder').closest('tr')!).getAllByRole('cell')[sentColumn];
    // The default period, the last month, holds the seeded sends.
    await waitFor(() => expect(sentOf()).toHaveTextContent(String(SEED_CHECKOUTS.length)));
    const emailsSent = screen.getByRole('region', { name: 'Emails sent' });
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByRole('textbox', { name: 'Date From' });
    await userEvent.clear(from);
    await userEvent.type(from, '03/01/2020');
    const to = screen.getByRole('textbox', { name: 'Date To' });
    await userEvent.clear(to);
    await userEvent.type(to, '03/31/2020');
    await waitFor(() => expect(sentOf()).toHaveTextContent('0'));
    expect(within(emailsSent).getByText('0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '1w' }));
    await waitFor(() => expect(sentOf()).toHaveTextContent(String(SEED_CHECKOUTS.length)));
  });

  it('toggles a campaign with the spec’s messages, and the server keeps it', async () => {
    const before = await campaignByTitle('Last chance');
    expect(before.is_published).toBe(false);
    setup();
    const toggle = await screen.findByRole('switch', { name: 'Active: Last chance' });
    await userEvent.click(toggle);
    expect(await screen.findByText(M.activated)).toBeInTheDocument();
    expect((await campaignByTitle('Last chance')).is_published).toBe(true);
    await userEvent.click(toggle);
    expect(await screen.findByText(M.deactivated)).toBeInTheDocument();
    expect((await campaignByTitle('Last chance')).is_published).toBe(false);
  });

  it('opens a campaign by ?id= in the editor', async () => {
    const campaign = await campaignByTitle('Cart reminder');
    setup(`/admin/abandoned/index?id=${campaign.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart reminder' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Campaign' });
    expect(within(form).getByRole('textbox', { name: /From email/ })).toHaveValue(campaign.from_email);
    const emails = within(form).getByRole('list', { name: 'Emails' });
    expect(within(emails).getByText(campaign.emails[0]!.subject)).toBeInTheDocument();
    expect(within(emails).getByRole('spinbutton', { name: /Send after \(email 1\)/ })).toHaveValue('20');
  });

  it('shows the recovered and unrecovered checkouts in their tabs', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recovered' }));
    const recovered = await screen.findByRole('table', { name: 'Recovered checkouts' });
    for (const c of SEED_CHECKOUTS.filter((c) => c.recovered))
      expect(within(recovered).getByText(c.email)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Unrecovered' }));
    const unrecovered = await screen.findByRole('table', { name: 'Unrecovered checkouts' });
    for (const c of SEED_CHECKOUTS.filter((c) => !c.recovered))
      expect(within(unrecovered).getByText(c.email)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Email log' }));
    const log = await screen.findByRole('table', { name: 'Sent emails' });
    expect(within(log).getAllByText(SEED_CAMPAIGNS[0]!.emails[0]!.subject).length).toBeGreaterThan(0);
  });

  it('exports a log: the user is told the report will be emailed, and the job mails its link', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Unrecovered' }));
    await screen.findByRole('table', { name: 'Unrecovered checkouts' });
    await userEvent.click(screen.getByRole('button', { name: 'Export unrecovered checkouts' }));
    expect(await screen.findByText(M.exportQueued)).toBeInTheDocument();
    await expect
      .poll(
        async () => {
          const res = await s.t.request('GET', '/email-logs?sort=!id&size=20', {
            token: s.owner.tokens.accessToken,
          });
          const logs = (await res.json()) as { items: { subject: string }[] };
          return logs.items.some((m) => m.subject.startsWith('Abandoned checkouts export (unrecovered)'));
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
  });

  it('shows each checkout’s customer and campaign, and marks one recovered by hand: it moves to the recovered log', async () => {
    const seed = SEED_CHECKOUTS.find((c) => !c.recovered)!;
    const email = `by-hand-${randomUUID().slice(0, 8)}@example.test`;
    const started = await s.t.request('POST', '/storefront/checkouts', {
      body: {
        store: 'storeroom-demo',
        session: randomUUID(),
        email,
        full_name: 'Ada Lovelace',
        items: [{ title: 'Linen shirt', quantity: 1, price: 4900 }],
        total: 4900,
      },
    });
    expect(started.status).toBe(204);
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Unrecovered' }));
    const unrecovered = await screen.findByRole('table', { name: 'Unrecovered checkouts' });
    const seeded = within(unrecovered).getByText(seed.email).closest('tr')!;
    expect(within(seeded).getByText(seed.full_name)).toBeInTheDocument();
    expect(within(seeded).getByText(SEED_CAMPAIGNS[0]!.title)).toBeInTheDocument();
    const row = within(unrecovered).getByText(email).closest('tr')!;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: `Mark recovered: ${email}` }));
    expect(await screen.findByText(M.markedRecovered)).toBeInTheDocument();
    const recovered = await api().logsRecovered({ query: { size: 200 } });
    expect(recovered.items.find((c) => c.email === email)?.recovered_at).toEqual(expect.any(String));
    await userEvent.click(screen.getByRole('tab', { name: 'Recovered' }));
    const table = await screen.findByRole('table', { name: 'Recovered checkouts' });
    expect(await within(table).findByText(email)).toBeInTheDocument();
  });

  it('is read-only with limited access: no new campaign, toggles disabled', async () => {
    setup(
      '/admin/abandoned/index',
      await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]),
    );
    const toggle = await screen.findByRole('switch', { name: 'Active: Cart reminder' });
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Unrecovered' }));
    await screen.findByRole('table', { name: 'Unrecovered checkouts' });
    expect(screen.getByRole('button', { name: 'Export unrecovered checkouts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark recovered/ })).not.toBeInTheDocument();
  });
});
