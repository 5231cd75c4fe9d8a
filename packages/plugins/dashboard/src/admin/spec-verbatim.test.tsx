/**
 * Issue 18 item 17: what spec 2 gives the dashboard, word for word and where the spec puts
 * it, on the real server. The texts are written out here (not read from the contract), so a
 * changed character in the code fails: the parts of spec 2 §2 (greeting, setup checklist,
 * statistics, top products, referrers) and the reversed range's message of spec 2 §5, shown
 * in the statistics.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import { dashboardTestServer } from '../server/test-server';
import { DashboardPage } from './routes/dashboard-home/dashboard-page';

const s = ownerSuite(dashboardTestServer, { beforeAll, afterAll });
const SLOW = { timeout: 30_000 };
// Morning in the main store's time zone (UTC), with sample visits in the default period.
const NOW = Date.parse('2020-03-10T09:30:00Z');

function dashboard() {
  render(screenOnServer(s, <DashboardPage now={() => NOW} />, '/admin'));
}

describe('the dashboard says what spec 2 says, verbatim', { timeout: 240_000 }, () => {
  it('shows the greeting, the setup checklist, the statistics, top products and referrers (spec 2 §2)', async () => {
    dashboard();
    expect(await screen.findByText(/^Good morning, /, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Set up your store' }, SLOW)).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Statistics' }, SLOW);
    expect(within(stats).getByRole('region', { name: 'Top products' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Referrers' }, SLOW)).toBeInTheDocument();
  });

  it('a custom range that ends before it starts: "Date From should be less than Date To" (spec 2 §5)', async () => {
    dashboard();
    const stats = await screen.findByRole('region', { name: 'Statistics' }, SLOW);
    await userEvent.click(within(stats).getByRole('radio', { name: 'Custom' }));
    const dateFrom = within(stats).getByRole('textbox', { name: 'Date From' });
    await userEvent.clear(dateFrom);
    await userEvent.type(dateFrom, '03/20/2020');
    expect(await within(stats).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Date From should be less than Date To',
    );
  });
});
