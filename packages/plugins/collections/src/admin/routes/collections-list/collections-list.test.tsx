import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { COLLECTIONS_MESSAGES } from '../../../contract';
import type { CollectionItem } from '../../../contract';
import { renderScreen, startCollectionsServer } from '../../test-setup';
import { CollectionsListPage } from './collections-list';

const srv = startCollectionsServer();

/** The collections as the server holds them (read as the owner). */
const server = () => srv.api().collections;
async function byTitle(title: string): Promise<CollectionItem> {
  const found = (await server().search({ title })).items[0];
  if (!found) throw new Error(`No collection "${title}" on the server.`);
  return found;
}

function setup(session?: TestSession) {
  renderScreen(srv, <CollectionsListPage />, '/admin/collections', session);
}

const grid = () => screen.findByRole('grid', { name: 'Collections' });

describe('Collections list (on the real server)', () => {
  it('lists collections newest first, 20 a page, each linking to its editor', async () => {
    // 21 more than the seed's 4: two pages of 20 (spec 1 §9).
    for (let i = 1; i <= 21; i++) await server().create({ title: `Collection ${i}` });
    setup();
    const g = await grid();
    const newest = await byTitle('Collection 21');
    const first = await within(g).findByRole('link', { name: 'Collection 21' });
    expect(first).toHaveAttribute('href', `/admin/collections/create?id=${newest.id}`);
    expect(screen.getByRole('button', { name: /page 2/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /page 3/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add collection' })).toHaveAttribute(
      'href',
      '/admin/collections/create',
    );
  });

  it('publishes a draft with its row toggle', async () => {
    const draft = await server().create({ title: 'Autumn Edit' });
    expect(draft.is_draft).toBe(true);
    setup();
    const g = await grid();
    const toggle = await within(g).findByRole('switch', { name: 'Published: Autumn Edit' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.published, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await server().get(draft.id)).is_draft).toBe(false);
    await waitFor(() =>
      expect(within(g).getByRole('switch', { name: 'Published: Autumn Edit' })).toBeChecked(),
    );
  });

  it('unpublishes selected collections in bulk', async () => {
    setup();
    const g = await grid();
    await userEvent.click(await within(g).findByRole('checkbox', { name: /Autumn Edit/ }));
    await userEvent.click(within(g).getByRole('checkbox', { name: /Collection 21/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.bulkUnpublished, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await byTitle('Autumn Edit')).is_draft).toBe(true);
    expect((await byTitle('Collection 21')).is_draft).toBe(true);
  });

  it('is read-only under limited access: no add, no bulk actions, toggles disabled', async () => {
    setup(await srv.t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]));
    const g = await grid();
    await within(g).findByRole('link', { name: 'Autumn Edit' });
    expect(screen.queryByRole('link', { name: 'Add collection' })).not.toBeInTheDocument();
    expect(within(g).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(g).getByRole('switch', { name: 'Published: Autumn Edit' })).toBeDisabled();
  });
});
