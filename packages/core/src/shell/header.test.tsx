import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBJECTS } from '../access';
import { accountApiRef } from '../core-apis';
import { definePlugin } from '../plugin/define-plugin';
import type { PluginManifest } from '../plugin/define-plugin';
import { TEST_OWNER_ACCOUNT, createTestAdmin, fakeAccountApi } from '../testing';

const page = (title: string) => async () => () => <h1>{title}</h1>;

const plugin = definePlugin({
  id: 'header-test',
  routes: [
    { path: '/admin', subject: SUBJECTS.dashboard, load: page('Dashboard') },
    { path: '/admin/orders', subject: SUBJECTS.orders, load: page('Orders') },
    { path: '/admin/reports', subject: SUBJECTS.reports, load: page('Reports') },
    { path: '/admin/customers', subject: SUBJECTS.customers, load: page('Customers') },
    { path: '/admin/site/account', subject: null, load: page('Account') },
  ],
  menu: [
    { group: 'manage', label: 'Dashboard', path: '/admin' },
    { group: 'manage', label: 'Orders', path: '/admin/orders' },
    { group: 'manage', label: 'Customers', path: '/admin/customers' },
    { group: 'manage', label: 'Reports', path: '/admin/reports' },
  ],
  search: [{ id: 'orders', label: 'Orders', search: async () => [] }],
});

afterEach(() => vi.restoreAllMocks());

/** The header's favourites of an owner who chose none (the defaults), with `installed`. */
async function renderDefaultFavourites(installed: PluginManifest) {
  const admin = createTestAdmin({
    plugins: [installed],
    account: { ...TEST_OWNER_ACCOUNT, menu: { favourites: [] } },
  });
  render(<admin.App />);
  return screen.findByRole('navigation', { name: 'Favourites' });
}

const linkTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('Header', () => {
  it('shows the default favourites Dashboard, Orders and Reports', async () => {
    const favourites = await renderDefaultFavourites(plugin);
    expect(linkTexts(favourites)).toEqual(['Dashboard', 'Orders', 'Reports']);
  });

  it('keeps a default favourite no plugin provides visible, disabled and with the reason', async () => {
    const withoutReports = definePlugin({
      ...plugin,
      id: 'header-test-no-reports',
      routes: plugin.routes!.filter((r) => r.path !== '/admin/reports'),
      menu: plugin.menu!.filter((m) => m.path !== '/admin/reports'),
    });
    const favourites = await renderDefaultFavourites(withoutReports);
    expect(linkTexts(favourites)).toEqual(['Dashboard', 'Orders']);
    const reports = within(favourites).getByText('Reports');
    expect(reports).toHaveAttribute('aria-disabled', 'true');
    expect(reports).toHaveTextContent('Reports is not available: no installed plugin provides this page.');
  });

  it('saves a favourite through PATCH /account and shows it at once', async () => {
    const account = fakeAccountApi(TEST_OWNER_ACCOUNT);
    const update = vi.spyOn(account, 'update');
    const admin = createTestAdmin({ plugins: [plugin], apis: [[accountApiRef, account]] });
    render(<admin.App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Customers to favourites' }, { timeout: 30_000 }),
    );
    expect(update).toHaveBeenCalledWith({
      menu: { favourites: ['/admin', '/admin/orders', '/admin/reports', '/admin/customers'] },
    });
    expect(await screen.findByRole('button', { name: 'Remove Customers from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    const favourites = screen.getByRole('navigation', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
  });

  it('opens the user panel with Profile, Account and Log out; logging out goes to login', async () => {
    const admin = createTestAdmin({ plugins: [plugin] });
    render(<admin.App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Olivia Owner' }));
    const menu = screen.getByRole('menu', { name: 'Account menu for Olivia Owner' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Account', 'Keyboard shortcuts', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Olivia Owner' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Olivia Owner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(admin.http.tokens.get()).toBeNull();
  });

  it('switches store and reloads the account', async () => {
    const admin = createTestAdmin({ plugins: [plugin], initialPath: '/admin/orders' });
    render(<admin.App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch store, current: Demo Store' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Second Store/ }));
    await waitFor(() => expect(admin.session.state.account?.store.id).toBe(2));
    expect(admin.http.tokens.get()?.accessToken).toBe('test-access-2');
    expect(
      await screen.findByRole('button', { name: 'Switch store, current: Second Store' }),
    ).toBeInTheDocument();
    expect(admin.router!.state.location.pathname).toBe('/admin');
  });

  it('below 980 px puts the search behind a button', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 979'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const admin = createTestAdmin({ plugins: [plugin] });
    render(<admin.App />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Favourites' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(
      screen.getByRole('combobox', { name: 'Search orders, customers and products' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
  });
});
