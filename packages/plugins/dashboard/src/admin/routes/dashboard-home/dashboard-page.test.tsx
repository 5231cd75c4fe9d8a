import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { Account } from '@storeroom/core/client';
import { definePlugin } from '@storeroom/core';
import { AdminTestProvider, failingHttp } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { DASHBOARD_MESSAGES, DONE_FOR_YOU_PATH, SETUP_STEPS } from '../../../contract';
import type { DashboardInfo } from '../../../contract';
import { dashboardTestServer } from '../../../server/test-server';
import { STEP_UNAVAILABLE_REASON } from '../../components/setup-checklist';
import { DashboardPage } from './dashboard-page';

/** A plugin that registers pages at `paths`, standing in for the plugins that own them. */
const pagesAt = (id: string, paths: readonly string[]) =>
  definePlugin({
    id,
    routes: paths.map((path) => ({ path, subject: null, load: async () => () => <h1>{path}</h1> })),
  });
/** The catalogue plugins' pages the checklist links to (collections and products). */
const CATALOGUE_PAGES = pagesAt('catalogue-pages', ['/admin/collections/create', '/admin/products/create']);

// Screens wait on a real server in-process: on a loaded machine a round trip can outlast the
// default 1 s of findBy*; waits end when the screen shows the answer, the limit only catches hangs.
configure({ asyncUtilTimeout: 20_000 });

// 09:30 UTC on 03/10/2020: morning in the main store's time zone (UTC), after the sample
// sessions (SAMPLE_VISITS) and long before the demo traffic of the last 100 days.
const NOW = Date.parse('2020-03-10T09:30:00Z');
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/** Every statistics or dashboard call the screen made, as `path?query`. */
let calls: string[] = [];

const s = ownerSuite(dashboardTestServer, { beforeAll, afterAll });
afterEach(() => {
  vi.useRealTimers();
  calls = [];
});

/** The real server's fetch, noting what the screen asks. */
const recording: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  calls.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
  return s.t.fetch(input, init);
};

/** The owner's session switched to the second demo store (Europe/Berlin). */
async function outletSession(): Promise<TestSession> {
  const switched = await s.t.request('POST', '/account/stores', {
    token: s.owner.tokens.accessToken,
    body: { store_id: s.t.seeded.storeIds[1] },
  });
  const tokens = (await switched.json()) as { access_token: string; refresh_token: string };
  const account = (await (
    await s.t.request('GET', '/account', { token: tokens.access_token })
  ).json()) as Account;
  return { tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token }, account };
}

function setup(session: TestSession = s.owner, now: () => number = () => NOW, plugins = [CATALOGUE_PAGES]) {
  return render(
    <AdminTestProvider fetch={recording} plugins={plugins} {...session}>
      <DashboardPage now={now} />
    </AdminTestProvider>,
  );
}

const figure = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });

describe('Dashboard page (on the real server, without the orders plugin)', () => {
  it('greets the owner by the hour in the store’s time zone', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The name comes from GET /dashboard (the owner's), the store from the session.
    expect(
      await screen.findByText('Good morning, Dana Owner. Welcome to Storeroom Demo.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Today is 03/10/2020 in the store's time zone (UTC).")).toBeInTheDocument();
  });

  it('picks the greeting by the hour of the store’s time zone, not the browser’s', async () => {
    const at = Date.parse('2020-03-10T04:30:00Z'); // 04:30 in UTC (night), 05:30 in Berlin (morning)
    setup(await outletSession(), () => at);
    expect(
      await screen.findByText('Good morning, Dana Owner. Welcome to Storeroom Outlet.'),
    ).toBeInTheDocument();
    cleanup();
    setup(s.owner, () => at);
    expect(await screen.findByText('Good night, Dana Owner. Welcome to Storeroom Demo.')).toBeInTheDocument();
    cleanup();
    setup(s.owner, () => Date.parse('2020-03-10T17:00:00Z'));
    expect(
      await screen.findByText('Good evening, Dana Owner. Welcome to Storeroom Demo.'),
    ).toBeInTheDocument();
  });

  it('shows the figures of the default period (1m) as the server counts them, zero orders without the orders plugin', async () => {
    setup();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    // 1m ending today: 02/10/2020 to 03/10/2020 in UTC; five sample sessions fall in it.
    const range = `from=${day('2020-02-10')}&to=${day('2020-03-11')}`;
    expect(await within(figure(stats, 'Total visitors')).findByText('5')).toBeInTheDocument();
    expect(calls).toContain(`/statistics/visitors?${range}`);
    expect(within(figure(stats, 'Total orders')).getByText('0')).toBeInTheDocument();
    expect(within(figure(stats, 'Total sales')).getByText('$0.00')).toBeInTheDocument();
    expect(within(figure(stats, 'Conversion rate')).getByText('0%')).toBeInTheDocument();
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
  });

  it('changes the period: Yesterday asks hourly statistics for that day', async () => {
    setup();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await within(figure(stats, 'Total visitors')).findByText('5');
    await userEvent.click(within(stats).getByRole('radio', { name: 'Yesterday' }));
    // Three sample sessions on 03/09/2020.
    expect(await within(figure(stats, 'Total visitors')).findByText('3')).toBeInTheDocument();
    expect(calls).toContain(`/statistics/visitors?from=${day('2020-03-09')}&to=${day('2020-03-10')}`);
  });

  it('refuses a reversed custom range with the spec’s message and asks nothing', async () => {
    setup();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await within(figure(stats, 'Total visitors')).findByText('5');
    await userEvent.click(within(stats).getByRole('radio', { name: 'Custom' }));
    const before = calls.length;
    const dateFrom = within(stats).getByRole('textbox', { name: 'Date From' });
    await userEvent.clear(dateFrom);
    await userEvent.type(dateFrom, '03/20/2020');
    expect(await within(stats).findByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.dateOrder);
    expect(calls.slice(before).filter((c) => c.startsWith('/statistics/'))).toEqual([]);
  });

  it('shows the referrers with Direct for an empty domain', async () => {
    setup();
    const pie = await screen.findByRole('figure', { name: 'Referrers' });
    const rows = within(pie)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    // The sample sessions of the period: two direct, two from google.com, one from facebook.com.
    expect(rows).toEqual(['Direct240%', 'google.com240%', 'facebook.com120%']);
  });

  it('shows the setup checklist with the spec’s shortcuts, nothing done in a store without other areas', async () => {
    setup(s.owner, () => NOW, [
      pagesAt(
        'every-page',
        SETUP_STEPS.map((s) => s.path),
      ),
    ]);
    const checklist = await screen.findByRole('region', { name: 'Set up your store' });
    const links = within(checklist).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(SETUP_STEPS.map((s) => s.path));
    expect(within(checklist).getByText('0 of 5 done')).toBeInTheDocument();
    // The demo owner is not on trial.
    expect(screen.queryByRole('region', { name: 'Trial offer' })).not.toBeInTheDocument();
  });

  it('links a step only when a plugin of this admin has its page; the others say why they are disabled', async () => {
    // This admin has the catalogue's pages but no domains, payments or shipping settings yet.
    setup();
    const checklist = await screen.findByRole('region', { name: 'Set up your store' });
    expect(
      within(checklist)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin/collections/create', '/admin/products/create']);
    for (const label of ['Connect a domain', 'Set up payments', 'Set up shipping']) {
      const step = within(checklist).getByText(label);
      expect(step).toHaveAttribute('aria-disabled', 'true');
      expect(step.closest('li')).toHaveTextContent(STEP_UNAVAILABLE_REASON);
    }
    expect(within(checklist).getByText('0 of 5 done')).toBeInTheDocument();
  });

  it('shows an employee without the dashboard rule only the greeting (and the slots), asking nothing', async () => {
    setup(await s.t.employeeSession([{ subject: 'orders', rule: 1, options: [] }]));
    expect(
      await screen.findByText('Good morning, Test Employee. Welcome to Storeroom Demo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set up your store' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('/dashboard') || c.startsWith('/statistics'))).toEqual([]);
  });

  it('shows the statistics to an employee with a limited dashboard rule (the server agrees)', async () => {
    setup(await s.t.employeeSession([{ subject: 'dashboard', rule: 1, options: [] }]));
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(figure(stats, 'Total visitors')).findByText('5')).toBeInTheDocument();
  });

  it('shows an empty store without sales or visitors', async () => {
    // The second store has no sessions in 2020.
    setup(await outletSession());
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(figure(stats, 'Total visitors')).findByText('0')).toBeInTheDocument();
    expect(within(figure(stats, 'Conversion rate')).getByText('0%')).toBeInTheDocument();
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(await screen.findByText('No visitors in this period')).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded', async () => {
    render(
      <AdminTestProvider http={failingHttp(500, 'Server is down.')} {...s.owner}>
        <DashboardPage now={() => NOW} />
      </AdminTestProvider>,
    );
    expect(await screen.findByText(DASHBOARD_MESSAGES.loadFailed)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(await within(stats).findByRole('alert')).toHaveTextContent('Server is down.');
  });
});

describe('Dashboard page of an account on trial (on the real server)', () => {
  const DONE_FOR_YOU_PAGE = pagesAt('done-for-you-page', [DONE_FOR_YOU_PATH]);
  let trial: TestServer;
  let session: TestSession;
  beforeAll(async () => {
    trial = await dashboardTestServer({ onTrial: true });
    session = await trial.session(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => trial.close());

  it('shows the trial promo within 24 h of sign-up, with a countdown ticking every second', async () => {
    const info = (await (
      await trial.request('GET', '/dashboard', { token: session.tokens.accessToken })
    ).json()) as DashboardInfo;
    expect(info.trial).toMatchObject({ on_trial: true, has_done_for_you: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // An hour and five seconds before the window the server answers closes.
    let clock = Date.parse(info.trial.promo_ends_at) - 3600_000 - 5000;
    render(
      <AdminTestProvider fetch={trial.fetch} plugins={[DONE_FOR_YOU_PAGE]} {...session}>
        <DashboardPage now={() => clock} />
      </AdminTestProvider>,
    );
    const promo = await screen.findByRole('region', { name: 'Trial offer' });
    expect(within(promo).getByRole('timer')).toHaveTextContent('01:00:05');
    clock += 1000;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(promo).getByRole('timer')).toHaveTextContent('01:00:04');
    expect(within(promo).getByRole('link')).toHaveAttribute('href', DONE_FOR_YOU_PATH);
  });

  it('offers no promo in an admin without the done-for-you app (its link would lead nowhere)', async () => {
    const info = (await (
      await trial.request('GET', '/dashboard', { token: session.tokens.accessToken })
    ).json()) as DashboardInfo;
    render(
      <AdminTestProvider fetch={trial.fetch} plugins={[CATALOGUE_PAGES]} {...session}>
        <DashboardPage now={() => Date.parse(info.trial.promo_ends_at) - 3600_000} />
      </AdminTestProvider>,
    );
    await screen.findByRole('region', { name: 'Set up your store' });
    expect(screen.queryByRole('region', { name: 'Trial offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get done-for-you setup' })).not.toBeInTheDocument();
  });

  it('hides the promo once the 24 hours are over', async () => {
    const info = (await (
      await trial.request('GET', '/dashboard', { token: session.tokens.accessToken })
    ).json()) as DashboardInfo;
    render(
      <AdminTestProvider fetch={trial.fetch} plugins={[DONE_FOR_YOU_PAGE]} {...session}>
        <DashboardPage now={() => Date.parse(info.trial.promo_ends_at) + 1000} />
      </AdminTestProvider>,
    );
    await screen.findByRole('region', { name: 'Set up your store' });
    expect(screen.queryByRole('region', { name: 'Trial offer' })).not.toBeInTheDocument();
  });
});
