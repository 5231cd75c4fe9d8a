import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { PRODUCTS_MESSAGES } from '../../../contract';
import type { ProductItem } from '../../../contract';
import { renderScreen, startProductsServer } from '../../test-setup';
import { GiftCardProductsPage, ProductsListPage } from './products-list';

const server = startProductsServer();
/** The products as the server holds them (read as the owner). */
const api = () => server.api().products;
async function byTitle(title: string): Promise<ProductItem> {
  const { items } = await api().search({ title }, { size: 5 });
  const found = items.find((p) => p.title === title);
  if (!found) throw new Error(`No product "${title}" on the server.`);
  return found;
}

function setup({ session, path = '/admin/products' }: { session?: TestSession; path?: string } = {}) {
  renderScreen(server, <ProductsListPage />, { path, session });
}

const titlesIn = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('All Products (on the real server)', () => {
  it('lists products without templates or gift cards, newest first, each linking to its editor', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByRole('link', { name: 'Custom Print Tee (POD)' });
    const titles = titlesIn(grid);
    expect(titles.slice(0, 2)).toEqual(['Custom Print Tee (POD)', 'Digital Download: Recipe eBook']);
    expect(titles).not.toContain('Apparel template');
    // spec 3 §2: gift card products have their own list.
    expect(titles).not.toContain('Gift Card');
    const pod = await byTitle('Custom Print Tee (POD)');
    expect(within(grid).getByRole('link', { name: 'Custom Print Tee (POD)' })).toHaveAttribute(
      'href',
      `/admin/products/create?id=${pod.id}`,
    );
  });

  it('offers the store’s tags, types and vendors as filters, and no collection filter without the collections area', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByRole('link', { name: 'Custom Print Tee (POD)' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    const field = within(filters).getByRole('combobox', { name: 'Field 1' });
    expect(within(field).queryByRole('option', { name: 'Collection' })).toBeNull();
    await userEvent.selectOptions(field, 'Vendor');
    const value = within(filters).getByRole('combobox', { name: 'Value 1' });
    expect(within(value).getByRole('option', { name: 'Paper Mill' })).toBeInTheDocument();
    await userEvent.selectOptions(value, 'Paper Mill');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(titlesIn(grid)).toEqual(['Fountain Pen', 'Notebook Dot Grid A5']));
  });

  it('turns chqsearch into a title filter', async () => {
    setup({ path: '/admin/products?chqsearch=mug' });
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(titlesIn(grid)).toEqual(['Stoneware Mug 350 ml']));
  });

  it('unpublishes a product with its row switch, says so, and the server holds it as a draft', async () => {
    setup();
    const toggle = await screen.findByRole('switch', { name: 'Published: Yoga Mat' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.unpublished('Yoga Mat'), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await byTitle('Yoga Mat')).is_draft).toBe(true);
  });

  it('publishes selected products in bulk with the spec’s message', async () => {
    expect((await byTitle('Pendant Light Shade')).is_draft).toBe(true);
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Pendant Light Shade/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.bulkPublished, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await byTitle('Pendant Light Shade')).is_draft).toBe(false);
  });

  it('limited access: no add button, no bulk actions, switches disabled', async () => {
    setup({
      session: await server.t.employeeSession([
        { subject: 'products_and_collections', rule: 1, options: [] },
      ]),
    });
    const toggle = await screen.findByRole('switch', { name: 'Published: Fountain Pen' });
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Fountain Pen/ })).not.toBeInTheDocument();
  });
});

describe('bulk delete', () => {
  it('asks with the SKUs of the selected products, then deletes them on the server', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Fountain Pen/ }));
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Polarised Sunglasses/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        `${PRODUCTS_MESSAGES.confirmDeleteMany} SKUs: STA-PEN, SUN-TORTOISE, SUN-BLACK`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.bulkDeleted, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await expect(byTitle('Fountain Pen')).rejects.toThrow();
    await expect(byTitle('Polarised Sunglasses')).rejects.toThrow();
  });
});

describe('gift card products', () => {
  it('lists only the gift card products, each opening in the product editor', async () => {
    renderScreen(server, <GiftCardProductsPage />, { path: '/admin/products/gift-cards' });
    expect(await screen.findByRole('heading', { name: 'Gift Card Products' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    const gift = await byTitle('Gift Card');
    expect(await within(grid).findByRole('link', { name: 'Gift Card' })).toHaveAttribute(
      'href',
      `/admin/products/create?id=${gift.id}`,
    );
    expect(titlesIn(grid)).toEqual(['Gift Card']);
    expect(screen.queryByRole('switch', { name: 'Show templates' })).not.toBeInTheDocument();
  });
});

describe('templates', () => {
  it('lists templates on demand, apart from the catalogue', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByRole('link', { name: 'Custom Print Tee (POD)' });
    expect(within(grid).queryByText('Apparel template')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show templates' }));
    const templates = await screen.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(titlesIn(templates)).toEqual(['Kitchen basic template', 'Apparel template']));
  });
});
