import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { COLLECTIONS_PATH } from '../../../client';
import { COLLECTIONS_MESSAGES } from '../../../contract';
import { collectionsApiRef } from '../../api';
import { fakeCollectionsApi, sampleCollections } from '../../test-support';
import { CollectionsListPage } from './collections-list';

function setup(account?: Account, count = 3) {
  const api = fakeCollectionsApi(sampleCollections(count));
  render(
    <AdminTestProvider
      apis={[[collectionsApiRef, api.client]]}
      account={account}
      initialPath="/admin/collections"
    >
      <CollectionsListPage />
    </AdminTestProvider>,
  );
  return api;
}

const grid = () => screen.findByRole('grid', { name: 'Collections' });

describe('Collections list', () => {
  it('lists collections newest first, 20 a page, each linking to its editor', async () => {
    const api = setup(undefined, 25);
    const g = await grid();
    const first = await within(g).findByRole('link', { name: 'Collection 25' });
    expect(first).toHaveAttribute('href', '/admin/collections/create?id=25');
    // 25 collections, 20 a page: two pages (spec 1 §9).
    expect(screen.getByRole('button', { name: /page 2/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /page 3/i })).not.toBeInTheDocument();
    expect(api.http.log.find((l) => l.startsWith('GET /collections'))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Add collection' })).toHaveAttribute(
      'href',
      '/admin/collections/create',
    );
  });

  it('publishes a draft with its row toggle', async () => {
    const api = setup();
    const g = await grid();
    const toggle = await within(g).findByRole('switch', { name: 'Published: Collection 3' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(COLLECTIONS_MESSAGES.published)).toBeInTheDocument();
    expect(api.http.rows(COLLECTIONS_PATH).find((r) => r.id === 3)?.is_draft).toBe(false);
    await waitFor(() =>
      expect(within(g).getByRole('switch', { name: 'Published: Collection 3' })).toBeChecked(),
    );
  });

  it('unpublishes selected collections in bulk', async () => {
    const api = setup();
    const g = await grid();
    await within(g).findByRole('link', { name: 'Staff Picks' });
    await userEvent.click(within(g).getByRole('checkbox', { name: /Staff Picks/ }));
    await userEvent.click(within(g).getByRole('checkbox', { name: /Collection 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.bulkUnpublished)).toBeInTheDocument();
    expect(
      api.http
        .rows(COLLECTIONS_PATH)
        .filter((r) => r.is_draft)
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('is read-only under limited access: no add, no bulk actions, toggles disabled', async () => {
    setup(testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]));
    const g = await grid();
    await within(g).findByRole('link', { name: 'Staff Picks' });
    expect(screen.queryByRole('link', { name: 'Add collection' })).not.toBeInTheDocument();
    expect(within(g).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(g).getByRole('switch', { name: 'Published: Staff Picks' })).toBeDisabled();
  });
});
