import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { SEED_CHECKOUTS } from '../../../server/seed-data';
import { abandonedTestServer } from '../../../server/test-server';
import { AbandonedListPage } from './abandoned-list';

const s = ownerSuite(abandonedTestServer, { beforeAll, afterAll });
// The real server answers several queries: on a loaded CI machine (load 8) what the user sees
// can take more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 30_000 });

function setup(session?: TestSession) {
  render(screenOnServer(s, <AbandonedListPage />, '/admin/abandoned/index', { as: session }));
}

describe('A campaign’s details on the list (on the real server)', () => {
  it('shows its emails, its statistics of the period and the emails it sent', async () => {
    setup(await s.t.employeeSession([{ subject: 'abandoned', rule: 1, options: [] }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Details: Cart reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart reminder' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Emails' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // Every seeded checkout got its first email (seeded in the last month, the default period).
    const sent = within(dialog).getByRole('region', { name: 'Emails sent' });
    expect(await within(sent).findByText(String(SEED_CHECKOUTS.length))).toBeInTheDocument();
    const log = await within(dialog).findByRole('table', { name: 'Sent emails' });
    for (const checkout of SEED_CHECKOUTS) expect(within(log).getByText(checkout.email)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a campaign that has sent nothing', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Details: Last chance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Last chance' });
    expect(await within(dialog).findByText('No emails sent yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open campaign' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?id=\d+$/),
    );
  });
});
