import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { COLLECTIONS_MESSAGES } from '../../../contract';
import type { CollectionItem } from '../../../contract';
import { renderScreen, startCollectionsServer } from '../../test-setup';
import { CollectionEditPage } from './collection-edit';

// Collections alone: a store without the products area. Picking real products and what rules
// match are tested in examples/admin, where both plugins are assembled.
const srv = startCollectionsServer();

const server = () => srv.api().collections;
async function find(title: string): Promise<CollectionItem | undefined> {
  return (await server().search({ title })).items[0];
}
async function byTitle(title: string): Promise<CollectionItem> {
  const found = await find(title);
  if (!found) throw new Error(`No collection "${title}" on the server.`);
  return found;
}

function setup(path = '/admin/collections/create', session?: TestSession) {
  renderScreen(srv, <CollectionEditPage />, path, session);
}

const user = () => userEvent.setup();

describe('Collection editor (on the real server)', () => {
  it('creates a collection whose url follows the title, then shows it at its own address', async () => {
    setup();
    const u = user();
    await u.type(await screen.findByLabelText(/^Title/), 'Summer Café');
    expect(screen.getByLabelText('URL handle')).toHaveValue('summer-cafe');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.created, undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await byTitle('Summer Café')).toMatchObject({
      seo_url: 'summer-cafe',
      type: 'manual',
      products: [],
      is_draft: true,
    });
    // The page moves to the saved collection's address (?id=) and shows it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Café' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('says so when the store has no products to pick from', async () => {
    setup();
    expect(await screen.findByText('Could not load products')).toBeInTheDocument();
    expect(screen.getByText('No products selected yet.')).toBeInTheDocument();
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
    const before = (await server().list())._meta.totalCount;
    setup();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(await screen.findByText(COLLECTIONS_MESSAGES.formInvalid)).toBeInTheDocument();
    expect((await server().list())._meta.totalCount).toBe(before);
  });

  it('shows the server’s refusal of a url another collection uses, saving nothing', async () => {
    setup();
    const u = user();
    await u.type(await screen.findByLabelText(/^Title/), 'Staff Picks');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.seoUrlTaken, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('URL handle')).toHaveAttribute('aria-invalid', 'true');
    expect((await server().search({ title: 'Staff Picks' })).items).toHaveLength(1);
  });

  it('asks before switching manual → rules, keeps the selection on No and wipes it on Yes', async () => {
    const picks = await byTitle('Staff Picks');
    // Without a catalogue the server keeps manual ids unchecked: two picked earlier.
    await server().update(picks.id, { products: [101, 102] });
    setup(`/admin/collections/create?id=${picks.id}`);
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
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.updated, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await server().get(picks.id)).toMatchObject({
      type: 'rules',
      products: [],
      rules: [{ field: 'title', operator: 'contains', value: 'scarf' }],
    });
  });

  it('checks rules before saving: a blank value and a non-numeric price', async () => {
    const under50 = await byTitle('Under $50');
    setup(`/admin/collections/create?id=${under50.id}`);
    const u = user();
    await screen.findByRole('heading', { name: 'Under $50' });
    const value = screen.getByLabelText('Condition 1 value');
    await u.clear(value);
    await u.type(value, 'cheap');
    await u.click(screen.getByRole('button', { name: 'Add condition' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.rulePriceInvalid)).toBeInTheDocument();
    expect(screen.getByText(COLLECTIONS_MESSAGES.ruleValueRequired)).toBeInTheDocument();
    expect((await server().get(under50.id)).rules).toEqual(under50.rules);
  });

  it('shows that no products match the saved rules in a store without products', async () => {
    const under50 = await byTitle('Under $50');
    setup(`/admin/collections/create?id=${under50.id}`);
    const section = await screen.findByRole('region', { name: 'Matching products' });
    expect(within(section).getByRole('heading')).toHaveTextContent('Products matching the saved rules (0)');
    expect(within(section).getByText('No products match these rules yet.')).toBeInTheDocument();
  });

  it('uploads images, refusing one over 10 MB with the spec’s message, and saves them', async () => {
    setup();
    const u = user();
    await u.type(await screen.findByLabelText(/^Title/), 'With Cover');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(
      input,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(COLLECTIONS_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Cover 1' })).not.toBeInTheDocument();
    await u.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    const cover = await screen.findByRole('img', { name: 'Cover 1' }, { timeout: 30_000 });
    expect(cover.getAttribute('src')).toMatch(/^\/uploads\/.+\/cover\.png$/);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.created, undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await byTitle('With Cover')).images).toEqual([
      { id: expect.any(Number), path: cover.getAttribute('src') },
    ]);
  });

  it('sets the sort order, and a price rule may be at least or at most an amount', async () => {
    const under50 = await byTitle('Under $50');
    setup(`/admin/collections/create?id=${under50.id}`);
    const u = user();
    await screen.findByRole('heading', { name: 'Under $50' });
    const sort = screen.getByRole('spinbutton', { name: 'Sort order' });
    await u.clear(sort);
    await u.type(sort, '7');
    await u.click(screen.getByRole('combobox', { name: 'Condition 1 operator' }));
    await u.click(await screen.findByRole('option', { name: 'is less than or equal to' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.updated, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await server().get(under50.id)).toMatchObject({
      sort: 7,
      rules: [{ field: 'price', operator: '<=', value: under50.rules[0]!.value }],
    });
  });

  it('deletes the collection from its editor after the question, and keeps it on No', async () => {
    const doomed = await server().create({ title: 'Clearance corner' });
    setup(`/admin/collections/create?id=${doomed.id}`);
    const u = user();
    await screen.findByRole('heading', { name: 'Clearance corner' });
    await u.click(screen.getByRole('button', { name: 'Delete collection' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(COLLECTIONS_MESSAGES.confirmDelete);
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await find('Clearance corner')).toBeDefined();
    await u.click(screen.getByRole('button', { name: 'Delete collection' }));
    dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(COLLECTIONS_MESSAGES.deleted, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await find('Clearance corner')).toBeUndefined();
  });

  it('shows a missing collection as not found', async () => {
    setup('/admin/collections/create?id=999999');
    expect(await screen.findByText('Collection not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    const guide = await byTitle('Holiday Gift Guide');
    setup(
      `/admin/collections/create?id=${guide.id}`,
      await srv.t.employeeSession([{ subject: 'products_and_collections', rule: 1, options: [] }]),
    );
    await screen.findByRole('heading', { name: 'Holiday Gift Guide' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete collection' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Search products')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull());
  });
});
