import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { createResourceClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { ACCOUNT_PATH } from '../../../client';
import { ACCOUNT_MESSAGES } from '../../../schema';
import { accountApiRef } from '../../api';
import { AccountListPage } from './account-list';

function setup(account?: Account) {
  const http = createMemoryHttpClient({
    resources: {
      [ACCOUNT_PATH]: [
        { id: 1, title: 'Blue ribbon', status: 'active', notes: '', created_at: '2026-01-01T00:00:00Z' },
        { id: 2, title: 'Red ribbon', status: 'archived', notes: '', created_at: '2026-01-02T00:00:00Z' },
      ],
    },
  });
  render(
    <AdminTestProvider apis={[[accountApiRef, createResourceClient(http, ACCOUNT_PATH)]]} account={account} initialPath="/admin/account">
      <AccountListPage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Account list', () => {
  it('lists the items newest first', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Account' });
    await within(grid).findByText('Red ribbon');
    const titles = within(grid).getAllByText(/ribbon/).map((cell) => cell.textContent);
    expect(titles).toEqual(['Red ribbon', 'Blue ribbon']);
  });

  it('creates an item from the side panel, refusing a blank title first', async () => {
    const http = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Account item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(http.rows(ACCOUNT_PATH)).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText(/Title/), 'Green ribbon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.created)).toBeInTheDocument();
    expect(http.rows(ACCOUNT_PATH).map((row) => row.title)).toContain('Green ribbon');
  });

  it('is read-only under limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'account', rule: 1, options: [] }]));
    await screen.findByRole('grid', { name: 'Account' });
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });
});
