import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { DONE_FOR_YOU_PATH, SETUP_STEPS } from '../../../schema';
import { dashboardApiRef } from '../../api';
import { fakeDashboardClient } from '../../test-support';
import type { FakeDashboardOptions } from '../../test-support';
import { DashboardPage } from './dashboard-page';

// 09:30 UTC on 03/10/2026: morning in the test store's time zone (UTC).
const NOW = Date.parse('2026-03-10T09:30:00Z');

function setup(options: FakeDashboardOptions = {}, account?: Account, now: () => number = () => NOW) {
  const client = fakeDashboardClient(options);
  render(
    <AdminTestProvider apis={[[dashboardApiRef, client]]} account={account}>
      <DashboardPage now={now} />
    </AdminTestProvider>,
  );
  return client;
}

const figure = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });

afterEach(() => vi.useRealTimers());

describe('Dashboard page', () => {
  it('greets the owner by the hour in the store’s time zone', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The greeting comes from GET /dashboard (the fake answers the owner's name).
    expect(await screen.findByText('Good morning, Olivia Owner. Welcome to Demo Store.')).toBeInTheDocument();
    expect(screen.getByText("Today is 03/10/2026 in the store's time zone (UTC).")).toBeInTheDocument();
  });

  it('picks the greeting by the hour of the store’s time zone, not the browser’s', async () => {
    const berlin: Account = {
      ...TEST_OWNER_ACCOUNT,
      store: { ...TEST_OWNER_ACCOUNT.store, timezone: 'Europe/Berlin' },
    };
    const at = Date.parse('2026-03-10T04:30:00Z'); // 04:30 in UTC (night), 05:30 in Berlin (morning)
    setup({ info: { greeting_name: 'Dana Owner' } }, berlin, () => at);
    expect(await screen.findByText('Good morning, Dana Owner. Welcome to Demo Store.')).toBeInTheDocument();
    cleanup();
    setup({ info: { greeting_name: 'Dana Owner' } }, undefined, () => at);
    expect(await screen.findByText('Good night, Dana Owner. Welcome to Demo Store.')).toBeInTheDocument();
    cleanup();
    setup({ info: { greeting_name: 'Dana Owner' } }, undefined, () => Date.parse('2026-03-10T17:00:00Z'));
    expect(await screen.findByText('Good evening, Dana Owner. Welcome to Demo Store.')).toBeInTheDocument();
  });

  it('shows the figures of the default period (1m) as the statistics calls answer them', async () => {
    const client = setup({ perBucket: { orders: 2, sales: 10.25, visitors: 50 } });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    // 1m ending today: 02/10/2026 to 03/10/2026 in UTC, 29 days, so 29 daily buckets.
    const from = Date.parse('2026-02-10T00:00:00Z') / 1000;
    const to = Date.parse('2026-03-11T00:00:00Z') / 1000;
    expect(client.calls).toContain(`GET /statistics/orders?from=${from}&to=${to}`);
    expect(await within(figure(stats, 'Total orders')).findByText('58')).toBeInTheDocument();
    expect(within(figure(stats, 'Total sales')).getByText('$297.25')).toBeInTheDocument();
    expect(within(figure(stats, 'Total visitors')).getByText('1450')).toBeInTheDocument();
    expect(within(figure(stats, 'Conversion rate')).getByText('4%')).toBeInTheDocument();
  });

  it('changes the period: Yesterday asks hourly statistics for that day', async () => {
    const client = setup();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await userEvent.click(within(stats).getByRole('radio', { name: 'Yesterday' }));
    const from = Date.parse('2026-03-09T00:00:00Z') / 1000;
    expect(client.calls).toContain(`GET /statistics/visitors?from=${from}&to=${from + 86400}`);
    // 24 hourly buckets of 40 visitors.
    expect(await within(figure(stats, 'Total visitors')).findByText('960')).toBeInTheDocument();
  });

  it('refuses a reversed custom range with the spec’s message and asks nothing', async () => {
    const client = setup();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await userEvent.click(within(stats).getByRole('radio', { name: 'Custom' }));
    const before = client.calls.length;
    const dateFrom = within(stats).getByRole('textbox', { name: 'Date From' });
    await userEvent.clear(dateFrom);
    await userEvent.type(dateFrom, '03/20/2026');
    expect(await within(stats).findByRole('alert')).toHaveTextContent(
      'Date From should be less than Date To',
    );
    expect(client.calls.length).toBe(before);
  });

  it('lists the top 5 products and the referrers with Direct for an empty domain', async () => {
    setup();
    const products = await screen.findByRole('region', { name: 'Top products' });
    const items = await within(products).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Linen shirt');
    const pie = await screen.findByRole('figure', { name: 'Referrers' });
    // Top 4 plus Others (spec 4 §9): pinterest and bing are folded into Others (15).
    const rows = within(pie)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Direct12041%',
      'google.com9031%',
      'facebook.com4014%',
      'instagram.com259%',
      'Others155%',
    ]);
  });

  it('shows the setup checklist with the spec’s shortcuts', async () => {
    setup();
    const checklist = await screen.findByRole('region', { name: 'Set up your store' });
    const links = within(checklist).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(SETUP_STEPS.map((s) => s.path));
    expect(within(checklist).getByText('2 of 5 done')).toBeInTheDocument();
  });

  it('shows the trial promo on trial, within 24 h, with a countdown ticking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let clock = NOW;
    setup(
      { trial: { on_trial: true, promo_ends_at: new Date(NOW + 3600_000 + 5000).toISOString() } },
      undefined,
      () => clock,
    );
    const promo = await screen.findByRole('region', { name: 'Trial offer' });
    expect(within(promo).getByRole('timer')).toHaveTextContent('01:00:05');
    clock += 1000;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(promo).getByRole('timer')).toHaveTextContent('01:00:04');
    expect(within(promo).getByRole('link')).toHaveAttribute('href', DONE_FOR_YOU_PATH);
  });

  it('hides the trial promo with the done-for-you app, after 24 h, or when not on trial', async () => {
    const later = new Date(NOW + 3600_000).toISOString();
    for (const trial of [
      { on_trial: true, has_done_for_you: true, promo_ends_at: later },
      { on_trial: true, promo_ends_at: new Date(NOW - 1000).toISOString() },
      { on_trial: false, promo_ends_at: later },
    ]) {
      const { unmount } = render(
        <AdminTestProvider apis={[[dashboardApiRef, fakeDashboardClient({ trial })]]}>
          <DashboardPage now={() => NOW} />
        </AdminTestProvider>,
      );
      await screen.findByRole('region', { name: 'Set up your store' });
      expect(screen.queryByRole('region', { name: 'Trial offer' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows an employee without the dashboard rule only the greeting (and the slots), asking nothing', async () => {
    const client = setup({}, testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]));
    expect(
      await screen.findByText('Good morning, Evan Employee. Welcome to Demo Store.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set up your store' })).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('shows the statistics to an employee with a limited dashboard rule', async () => {
    setup({}, testEmployeeAccount([{ subject: 'dashboard', rule: 1, options: [] }]));
    expect(await screen.findByRole('region', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded', async () => {
    setup({ failWith: 'Server is down.' });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(await within(stats).findByRole('alert')).toHaveTextContent('Server is down.');
  });

  it('shows an empty store without sales or visitors', async () => {
    setup({ perBucket: { orders: 0, sales: 0, visitors: 0 }, products: [], referrers: [] });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(figure(stats, 'Total orders')).findByText('0')).toBeInTheDocument();
    expect(within(figure(stats, 'Conversion rate')).getByText('0%')).toBeInTheDocument();
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(await screen.findByText('No visitors in this period')).toBeInTheDocument();
  });
});
