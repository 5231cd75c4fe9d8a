import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import type { SearchContext, SearchProvider } from '../plugin/define-plugin';
import { createTestAdmin, testEmployeeAccount } from '../testing';
import type { Account } from '../client/account';

const page = async () => () => <h1>Page</h1>;

function provider(id: string, label: string, subject: SearchProvider['subject'], count = 7) {
  return {
    id,
    label,
    subject,
    search: vi.fn(async (query: string, _context: SearchContext) =>
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        title: `${label} ${query} ${i + 1}`,
        href: `/admin/${id}/${i + 1}`,
      })),
    ),
  };
}

function setup(account?: Account) {
  const orders = provider('orders', 'Orders', SUBJECTS.orders);
  const customers = provider('customers', 'Customers', SUBJECTS.customers);
  const plugin = definePlugin({
    id: 'search-test',
    routes: [
      { path: '/admin/orders/*', subject: SUBJECTS.orders, load: page },
      { path: '/admin/customers/*', subject: SUBJECTS.customers, load: page },
    ],
    search: [orders, customers],
  });
  const admin = createTestAdmin({ plugins: [plugin], account, initialPath: '/admin/orders' });
  render(<admin.App />);
  return { admin, orders, customers };
}

describe('GlobalSearch', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('waits 1000 ms after typing, then shows 5 hits per provider', async () => {
    const { orders, customers } = setup();
    const input = await screen.findByRole('combobox', { name: 'Search orders, customers and products' });
    fireEvent.change(input, { target: { value: 'ad' } });
    fireEvent.change(input, { target: { value: 'ada' } });
    await act(async () => void vi.advanceTimersByTime(999));
    expect(orders.search).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(orders.search).toHaveBeenCalledTimes(1);
    expect(orders.search.mock.calls[0]![0]).toBe('ada');
    expect(orders.search.mock.calls[0]![1]).toMatchObject({ limit: 5 });
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(within(list).getByRole('group', { name: 'Orders' })).getAllByRole('option')).toHaveLength(
      5,
    );
    expect(
      within(within(list).getByRole('group', { name: 'Customers' })).getAllByRole('option'),
    ).toHaveLength(5);
    expect(customers.search).toHaveBeenCalledTimes(1);
  });

  it('queries only the providers the user may use', async () => {
    const { orders, customers } = setup(
      testEmployeeAccount([{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }]),
    );
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'x' } });
    await act(async () => void vi.advanceTimersByTime(1000));
    await screen.findByRole('listbox');
    expect(orders.search).toHaveBeenCalled();
    expect(customers.search).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('moves through hits with the arrow keys and opens one with Enter', async () => {
    const { admin } = setup();
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'bo' } });
    await act(async () => void vi.advanceTimersByTime(1000));
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: 'Orders bo 2' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // Wraps to the last hit (Customers 5).
    expect(screen.getByRole('option', { name: 'Customers bo 5' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(admin.router!.state.location.pathname).toBe('/admin/customers/5');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and Escape closes the list', async () => {
    const empty = provider('orders', 'Orders', null, 0);
    const plugin = definePlugin({
      id: 'search-empty',
      routes: [{ path: '/admin/orders', subject: SUBJECTS.orders, load: page }],
      search: [empty],
    });
    const admin = createTestAdmin({ plugins: [plugin], initialPath: '/admin/orders' });
    render(<admin.App />);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(await screen.findByText('No results')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
