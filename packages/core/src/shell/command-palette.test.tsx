import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS } from '../access';
import type { Account } from '../client/account';
import { definePlugin } from '../plugin/define-plugin';
import type { SearchContext } from '../plugin/define-plugin';
import { TEST_OWNER_ACCOUNT, createTestAdmin, testEmployeeAccount } from '../testing';
import {
  RECENT_RECORDS_LIMIT,
  readRecentRecords,
  recentRecordsKey,
  rememberRecentRecord,
} from './recent-records';

const page = (title: string) => async () => () => <h1>{title}</h1>;

function setup(account?: Account, initialPath = '/admin') {
  const ordersSearch = vi.fn(async (query: string, _context: SearchContext) =>
    query.includes('1042')
      ? [{ id: 42, title: 'Order #1042', description: 'Ada Lovelace', href: '/admin/orders/order/42' }]
      : [],
  );
  const customersSearch = vi.fn(async (query: string) => [
    { id: 7, title: `Customer ${query}`, href: '/admin/customers/7' },
  ]);
  const plugin = definePlugin({
    id: 'palette-test',
    routes: [
      { path: '/admin', subject: SUBJECTS.dashboard, load: page('Dashboard') },
      { path: '/admin/orders/*', subject: SUBJECTS.orders, load: page('Orders') },
      { path: '/admin/customers/*', subject: SUBJECTS.customers, load: page('Customers') },
      { path: '/admin/employees', ownerOnly: true, subject: null, load: page('Employees') },
    ],
    menu: [
      { group: 'manage', label: 'Dashboard', path: '/admin' },
      { group: 'manage', label: 'Orders', path: '/admin/orders' },
      { group: 'manage', label: 'Customers', path: '/admin/customers' },
      { group: 'settings', label: 'Employees', path: '/admin/employees', ownerOnly: true },
    ],
    search: [
      { id: 'orders', label: 'Orders', subject: SUBJECTS.orders, search: ordersSearch },
      { id: 'customers', label: 'Customers', subject: SUBJECTS.customers, search: customersSearch },
    ],
  });
  const admin = createTestAdmin({ plugins: [plugin], account, initialPath });
  render(<admin.App />);
  return { admin, ordersSearch, customersSearch };
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

describe('CommandPalette', () => {
  beforeEach(() => localStorage.clear());

  it('opens with Ctrl+K, lists the menu pages, and opens an order typed by number with Enter', async () => {
    const user = userEvent.setup();
    const { admin, ordersSearch } = setup();
    const dialog = await openPalette(user);
    const input = within(dialog).getByRole('combobox', { name: 'Search pages, records and commands' });
    expect(input).toHaveFocus();
    const goTo = within(dialog).getByRole('group', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DashboardManage', 'OrdersManage', 'CustomersManage', 'EmployeesSettings']);

    await user.type(input, '1042');
    const hit = await within(dialog).findByRole('option', { name: /Order #1042/ });
    expect(ordersSearch).toHaveBeenCalledWith('1042', expect.objectContaining({ limit: 5 }));
    await waitFor(() => expect(hit).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(admin.router!.state.location.pathname).toBe('/admin/orders/order/42');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());

    // The opened order is a recent record next time.
    const again = await openPalette(user);
    const recent = within(again).getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Order #1042/ })).toBeInTheDocument();
  });

  it('offers a record opened through the header search under Recent', async () => {
    const user = userEvent.setup();
    setup();
    const search = await screen.findByRole('combobox', { name: 'Search orders, customers and products' });
    await user.type(search, '1042');
    await user.click(await screen.findByRole('option', { name: /Order #1042/ }, { timeout: 30_000 }));
    const dialog = await openPalette(user);
    const recent = await within(dialog).findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Order #1042/ })).toHaveTextContent(
      'Orders · Ada Lovelace',
    );
  });

  it('filters the pages as the user types and walks them with the arrow keys', async () => {
    const user = userEvent.setup();
    const { admin } = setup();
    const dialog = await openPalette(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'cust');
    const goTo = within(dialog).getByRole('group', { name: 'Go to' });
    expect(within(goTo).getAllByRole('option')).toHaveLength(1);
    // The customers provider answers for anything: its hit comes first, the page after it.
    await within(dialog).findByRole('option', { name: /Customer cust/ });
    await user.keyboard('{ArrowDown}');
    const page = within(goTo).getByRole('option', { name: /Customers/ });
    expect(page).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(admin.router!.state.location.pathname).toBe('/admin/customers');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());

    // Opened again, the query is empty and every page shows.
    const again = await openPalette(user);
    expect(within(again).getByRole('combobox')).toHaveValue('');
    expect(within(within(again).getByRole('group', { name: 'Go to' })).getAllByRole('option')).toHaveLength(
      4,
    );
  });

  it('shows only the pages and search providers the user may use (permission-limited)', async () => {
    const user = userEvent.setup();
    const { ordersSearch, customersSearch } = setup(
      testEmployeeAccount([
        { subject: 'dashboard', rule: ACCESS_LEVEL.limited, options: [] },
        { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
      ]),
    );
    const dialog = await openPalette(user);
    const goTo = within(dialog).getByRole('group', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DashboardManage', 'OrdersManage']);
    await user.type(within(dialog).getByRole('combobox'), '1042');
    await within(dialog).findByRole('option', { name: /Order #1042/ });
    expect(ordersSearch).toHaveBeenCalled();
    expect(customersSearch).not.toHaveBeenCalled();
  });

  it('says "No results" when neither pages nor search match, and Escape closes it with focus back', async () => {
    const user = userEvent.setup();
    setup(
      testEmployeeAccount([
        { subject: 'dashboard', rule: ACCESS_LEVEL.limited, options: [] },
        { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
      ]),
    );
    await screen.findByRole('heading', { level: 1 });
    const trigger = screen.getByRole('button', { name: /Account menu for/ });
    trigger.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'nothing here');
    expect(await within(dialog).findByText('No results')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens the keyboard shortcuts help from the palette, from the user menu and with ?', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'shortcuts');
    await user.click(within(dialog).getByRole('option', { name: /Keyboard shortcuts/ }));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('table', { name: 'Everywhere' })).toBeInTheDocument();
    expect(within(help).getByText('Open or close the command palette')).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Keyboard shortcuts' }));
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());

    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  });
});

describe('recent records', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest 10 per account, newest first, each once', () => {
    const key = recentRecordsKey(TEST_OWNER_ACCOUNT);
    expect(recentRecordsKey({ ...TEST_OWNER_ACCOUNT, is_employee: true })).not.toBe(key);
    for (let i = 1; i <= 12; i += 1)
      rememberRecentRecord(key, { href: `/admin/orders/order/${i}`, title: `Order ${i}` });
    rememberRecentRecord(key, { href: '/admin/orders/order/5', title: 'Order 5' });
    const records = readRecentRecords(key);
    expect(records).toHaveLength(RECENT_RECORDS_LIMIT);
    expect(records.map((r) => r.title).slice(0, 3)).toEqual(['Order 5', 'Order 12', 'Order 11']);
    expect(records.filter((r) => r.title === 'Order 5')).toHaveLength(1);
  });

  it('ignores what it cannot read', () => {
    const key = recentRecordsKey(TEST_OWNER_ACCOUNT);
    localStorage.setItem(key, '{not json');
    expect(readRecentRecords(key)).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ href: 'https://elsewhere.test', title: 'x' }, { title: 1 }]));
    expect(readRecentRecords(key)).toEqual([]);
  });
});
