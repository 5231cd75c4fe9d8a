import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { COLLECTIONS_PATH } from '../../../client';
import { COLLECTIONS_MESSAGES } from '../../../contract';
import { collectionsApiRef } from '../../api';
import { fakeCollectionsApi, sampleCollections } from '../../test-support';
import { CollectionEditPage } from './collection-edit';

function setup(path = '/admin/collections/create', account?: Account) {
  const api = fakeCollectionsApi(sampleCollections(2));
  render(
    <AdminTestProvider apis={[[collectionsApiRef, api.client]]} account={account} initialPath={path}>
      <CollectionEditPage />
    </AdminTestProvider>,
  );
  return api;
}

const user = () => userEvent.setup();

describe('Collection editor', () => {
  it('creates a manual collection with two picked products; the url follows the title', async () => {
    const api = setup();
    const u = user();
    await u.type(await screen.findByLabelText(/^Title/), 'Summer Café');
    expect(screen.getByLabelText('URL handle')).toHaveValue('summer-cafe');
    const found = await screen.findByRole('list', { name: 'Products found' });
    await u.click(within(found).getByRole('checkbox', { name: 'Wool Scarf' }));
    await u.click(within(found).getByRole('checkbox', { name: 'Sun Hat' }));
    expect(screen.getByText('Selected products (2)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    // The first save of the file is slow on a busy machine (cold form and toast code).
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.created, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const created = api.http.rows(COLLECTIONS_PATH).find((r) => r.title === 'Summer Café');
    expect(created).toMatchObject({
      seo_url: 'summer-cafe',
      type: 'manual',
      products: [3, 6],
      is_draft: true,
    });
    // The page moves to the saved collection's address (?id=) and shows it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Café' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('searches products as the user types', async () => {
    const api = setup();
    const u = user();
    await screen.findByRole('list', { name: 'Products found' });
    await u.type(screen.getByLabelText('Search products'), 'jacket');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Products found' }))
          .getAllByRole('checkbox')
          .map((c) => c.getAttribute('aria-label') ?? c.closest('li')?.textContent),
      ).toEqual(['Rain Jacket', 'Denim Jacket']),
    );
    expect(api.http.log.filter((l) => l === 'POST /products/search').length).toBeGreaterThan(1);
  });

  it('stops following the title once the url is edited by hand', async () => {
    setup();
    const u = user();
    const title = await screen.findByLabelText(/^Title/);
    await u.type(title, 'Gifts');
    const url = screen.getByLabelText('URL handle');
    await u.clear(url);
    await u.type(url, 'best-gifts');
    await u.type(title, ' for him');
    expect(url).toHaveValue('best-gifts');
  });

  it('refuses a blank title with its message and the form message, saving nothing', async () => {
    const api = setup();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(await screen.findByText(COLLECTIONS_MESSAGES.formInvalid)).toBeInTheDocument();
    expect(api.http.rows(COLLECTIONS_PATH)).toHaveLength(2);
  });

  it('asks before switching manual → rules, keeps the selection on No and wipes it on Yes', async () => {
    const api = setup('/admin/collections/create?id=1');
    const u = user();
    expect(await screen.findByRole('heading', { name: 'Staff Picks' })).toBeInTheDocument();
    expect(await screen.findByText('Selected products (2)')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'By rules' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(COLLECTIONS_MESSAGES.confirmSwitchToRules);
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByText('Selected products (2)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Manual' })).toBeChecked();

    await u.click(screen.getByRole('radio', { name: 'By rules' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    const value = await screen.findByLabelText('Condition 1 value');
    await u.type(value, 'scarf');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.updated)).toBeInTheDocument();
    expect(api.http.rows(COLLECTIONS_PATH).find((r) => r.id === 1)).toMatchObject({
      type: 'rules',
      products: [],
      rules: [{ field: 'title', operator: 'contains', value: 'scarf' }],
    });
  });

  it('checks rules before saving: a blank value and a non-numeric price', async () => {
    const api = setup('/admin/collections/create?id=2');
    const u = user();
    await screen.findByRole('heading', { name: 'Collection 2' });
    const value = screen.getByLabelText('Condition 1 value');
    await u.clear(value);
    await u.type(value, 'cheap');
    await u.click(screen.getByRole('button', { name: 'Add condition' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.rulePriceInvalid)).toBeInTheDocument();
    expect(screen.getByText(COLLECTIONS_MESSAGES.ruleValueRequired)).toBeInTheDocument();
    expect(api.http.log.some((l) => l.startsWith('PATCH'))).toBe(false);
  });

  it('uploads images and refuses one over 10 MB with the spec’s message', async () => {
    const api = setup();
    const u = user();
    await screen.findByLabelText(/^Title/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(
      input,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(COLLECTIONS_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(api.uploads).toEqual([]);
    await u.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Cover 1' })).toHaveAttribute(
      'src',
      '/uploads/1/test/cover.png',
    );
    expect(api.uploads).toEqual(['cover.png']);
  });

  it('shows what the saved rules match now', async () => {
    setup('/admin/collections/create?id=2');
    const section = await screen.findByRole('region', { name: 'Matching products' });
    // Price below 50: the first five sample products (20, 27, 34, 41, 48).
    expect(within(section).getByRole('heading')).toHaveTextContent('Products matching the saved rules (5)');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Canvas Tote', 'Leather Wallet', 'Wool Scarf', 'Rain Jacket', 'Linen Shirt']);
  });

  it('shows a missing collection as not found', async () => {
    setup('/admin/collections/create?id=99');
    expect(await screen.findByText('Collection not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup(
      '/admin/collections/create?id=1',
      testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    );
    await screen.findByRole('heading', { name: 'Staff Picks' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Search products')).not.toBeInTheDocument();
  });
});
