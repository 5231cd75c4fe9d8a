/**
 * Collections and products across plugins, in the assembled admin on the real server: a
 * manual collection picks real products, a by-rules collection lists what its rules match in
 * the real catalogue, and the products list filters by a real collection. Each plugin reaches
 * the other only through its contract; their own tests run each alone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@storeroom/core/contract';
import { createTestAdmin } from '@storeroom/core/testing';
import { COLLECTIONS_MESSAGES, collectionsContract } from '@storeroom/plugin-collections/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 30_000 };

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

/** What the server holds, read as the owner through each plugin's contract. */
function api() {
  const http = t.http(owner);
  return {
    collections: createClient(collectionsContract, http),
    products: createClient(productsContract, http),
  };
}

async function collection(title: string) {
  const [found] = (await api().collections.collections.search({ title })).items;
  if (!found) throw new Error(`No collection "${title}".`);
  return found;
}

/** The assembled admin at `path`, signed in as the owner, who signs first when asked (spec 4 §5). */
async function openAdmin(path: string) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...owner, initialPath: path });
  render(<admin.App />);
  if (owner.account.profile?.signature) return;
  const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
  await userEvent.type(within(sign).getByRole('textbox', { name: 'Or type your full name' }), 'Olivia Owner');
  await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
  await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
}

describe('collections of real products', () => {
  it('a manual collection picks products found in the catalogue, and lists them once saved', async () => {
    const [mug] = (await api().products.products.search({ title: 'Stoneware Mug 350 ml' })).items;
    await openAdmin('/admin/collections/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/, undefined, SLOW), 'Coffee Corner');
    await user.type(screen.getByLabelText('Search products'), 'stoneware');
    const found = await screen.findByRole('list', { name: 'Products found' }, SLOW);
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('checkbox')
          .map((c) => c.closest('li')?.textContent),
      ).toEqual(['Stoneware Mug 350 ml']),
    );
    await user.click(within(found).getByRole('checkbox', { name: 'Stoneware Mug 350 ml' }));
    expect(screen.getByText('Selected products (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLLECTIONS_MESSAGES.created, undefined, SLOW)).toBeInTheDocument();

    const saved = await collection('Coffee Corner');
    expect(saved.products).toEqual([mug!.id]);
    const members = await api().collections.products({ params: { id: saved.id } });
    expect(members.items.map((p) => p.title)).toEqual(['Stoneware Mug 350 ml']);
    // The saved collection's page names its product (from the catalogue, not "Product #id").
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee Corner' }, SLOW)).toBeInTheDocument();
    const chosen = await screen.findByRole('list', { name: 'Selected products (1)' }, SLOW);
    await within(chosen).findByText('Stoneware Mug 350 ml', undefined, SLOW);
  });

  it('a by-rules collection lists what its rules match in the catalogue now', async () => {
    const under50 = await collection('Under $50');
    const cheap = await api().products.products.search(
      // Prices are integer minor units: $50.00.
      { price: { operator: '<', value: 5000 }, is_template: false },
      { size: 200 },
    );
    expect(cheap._meta.totalCount).toBeGreaterThan(0);
    await openAdmin(`/admin/collections/create?id=${under50.id}`);
    const section = await screen.findByRole('region', { name: 'Matching products' }, SLOW);
    expect(within(section).getByRole('heading')).toHaveTextContent(
      `Products matching the saved rules (${cheap._meta.totalCount})`,
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .sort(),
    ).toEqual(cheap.items.map((p) => p.title).sort());
  });

  it('the product editor puts the product in manual collections and takes it out', async () => {
    const { collections } = api();
    const shelf = await collections.collections.create({ title: 'Editor shelf', products: [] });
    const corner = await collections.collections.create({ title: 'Editor corner', products: [] });
    const [mug] = (await api().products.products.search({ title: 'Stoneware Mug 350 ml' })).items;
    await collections.collections.update(corner.id, { products: [mug!.id] });
    await openAdmin(`/admin/products/create?id=${mug!.id}`);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Collections' }, SLOW);
    // Manual collections only (the by-rules "Under $50" is decided by its rules).
    expect(within(group).queryByRole('checkbox', { name: 'Under $50' })).not.toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Editor corner' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Editor shelf' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Editor corner' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      expect((await collections.collections.get(shelf.id)).products).toEqual([mug!.id]);
      expect((await collections.collections.get(corner.id)).products).toEqual([]);
    }, SLOW);
  });

  it('the products list filters by a collection (spec 2 §2)', async () => {
    const picks = await collection('Staff Picks');
    expect(picks.products.length).toBeGreaterThan(0);
    const { items } = await api().products.products.search({ id: picks.products });
    await openAdmin('/admin/products');
    const grid = await screen.findByRole('grid', { name: 'Products' }, SLOW);
    await within(grid).findByRole('link', { name: 'Custom Print Tee (POD)' }, SLOW);
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Field 1' }), 'Collection');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Value 1' }), 'Staff Picks');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(
          within(grid)
            .getAllByRole('link')
            .map((a) => a.textContent)
            .sort(),
        ).toEqual(
          items
            .filter((p) => !p.is_giftcard) // gift card products have their own list (spec 3 §2)
            .map((p) => p.title)
            .sort(),
        ),
      SLOW,
    );
  });
});
