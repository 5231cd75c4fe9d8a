import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryHttpClient } from '@storeroom/core';
import { createResourceClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { COLLECTIONS_PATH } from '../../../client';
import { COLLECTIONS_MESSAGES } from '../../../schema';
import { collectionsApiRef } from '../../api';
import { CollectionsListPage } from './collections-list';

function setup(account?: Account) {
  const http = createMemoryHttpClient({
    resources: {
      [COLLECTIONS_PATH]: [
        { id: 1, title: 'Blue ribbon', status: 'active', notes: '', created_at: '2026-01-01T00:00:00Z' },
        { id: 2, title: 'Red ribbon', status: 'archived', notes: '', created_at: '2026-01-02T00:00:00Z' },
      ],
    },
  });
  render(
    <AdminTestProvider apis={[[collectionsApiRef, createResourceClient(http, COLLECTIONS_PATH)]]} account={account} initialPath="/admin/collections">
      <CollectionsListPage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Collections list', () => {
  it('lists the items newest first', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Collections' });
    await within(grid).findByText('Red ribbon');
    const titles = within(grid).getAllByText(/ribbon/).map((cell) => cell.textContent);
    expect(titles).toEqual(['Red ribbon', 'Blue ribbon']);
  });

  it('creates an item from the side panel, refusing a blank title first', async () => {
    const http = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Collections item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(COLLECTIONS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(http.rows(COLLECTIONS_PATH)).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText(/Title/), 'Green ribbon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.created)).toBeInTheDocument();
    expect(http.rows(COLLECTIONS_PATH).map((row) => row.title)).toContain('Green ribbon');
  });

  it('is read-only under limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'collections', rule: 1, options: [] }]));
    await screen.findByRole('grid', { name: 'Collections' });
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });
});
