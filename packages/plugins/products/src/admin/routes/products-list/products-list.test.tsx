import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { PRODUCTS_MESSAGES } from '../../../schema';
import { productsApiRef } from '../../api';
import { fakeProductsApi } from '../../test-support';
import { ProductsListPage } from './products-list';

function setup({
  account,
  path = '/admin/products',
  collections,
}: {
  account?: Account;
  path?: string;
  collections?: NonNullable<Parameters<typeof fakeProductsApi>[0]>['collections'];
} = {}) {
  const api = fakeProductsApi({ collections });
  render(
    <AdminTestProvider apis={[[productsApiRef, api.products]]} account={account} initialPath={path}>
      <ProductsListPage />
    </AdminTestProvider>,
  );
  return api;
}

describe('All Products', () => {
  it('lists products without templates, newest first', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByText('Gift Card');
    const titles = within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual([
      'Gift Card',
      'Custom Print Tee',
      'Pendant Light Shade',
      'Stoneware Mug',
      'Classic Cotton T-Shirt',
    ]);
    expect(within(grid).getByRole('link', { name: 'Stoneware Mug' })).toHaveAttribute(
      'href',
      '/admin/products/create?id=2',
    );
  });

  it('filters by collections (several rows: any of) when the store has collections', async () => {
    const api = setup({
      collections: [
        { id: 7, title: 'Kitchen', products: [2] },
        { id: 8, title: 'Lighting', products: [3] },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByText('Gift Card');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    for (const [n, title] of [
      [1, 'Kitchen'],
      [2, 'Lighting'],
    ] as const) {
      const field = within(filters).getByRole('combobox', { name: `Field ${n}` });
      expect(within(field).getByRole('option', { name: 'Collection' })).toBeInTheDocument();
      await userEvent.selectOptions(field, 'Collection');
      await userEvent.selectOptions(within(filters).getByRole('combobox', { name: `Value ${n}` }), title);
    }
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Pendant Light Shade', 'Stoneware Mug']),
    );
    expect(api.searches.filter((b) => 'collections' in b).at(-1)).toMatchObject({ collections: ['7', '8'] });
  });

  it('offers no collection filter without collections', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByText('Gift Card');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    const field = within(filters).getByRole('combobox', { name: 'Field 1' });
    expect(within(field).queryByRole('option', { name: 'Collection' })).toBeNull();
  });

  it('turns chqsearch into a title filter', async () => {
    const api = setup({ path: '/admin/products?chqsearch=mug' });
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Stoneware Mug']),
    );
    expect(api.log.some((l) => l === 'POST /products/search')).toBe(true);
  });

  it('unpublishes a product with its row switch and says so', async () => {
    const api = setup();
    const toggle = await screen.findByRole('switch', { name: 'Published: Stoneware Mug' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.unpublished('Stoneware Mug'), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.rows().find((r) => r.id === 2)?.is_draft).toBe(true);
  });

  it('publishes selected products in bulk with the spec’s message', async () => {
    const api = setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Pendant Light Shade/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(PRODUCTS_MESSAGES.bulkPublished, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.rows().find((r) => r.id === 3)?.is_draft).toBe(false);
  });

  it('limited access: no add button, no bulk actions, switches disabled', async () => {
    setup({ account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]) });
    const toggle = await screen.findByRole('switch', { name: 'Published: Stoneware Mug' });
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});

describe('bulk delete', () => {
  it('asks with the SKUs of the selected products, then deletes them', async () => {
    const api = setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Stoneware Mug/ }));
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Classic Cotton T-Shirt/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        `${PRODUCTS_MESSAGES.confirmDeleteMany} SKUs: HOME-MUG, CLA-Black-S, CLA-Black-M, CLA-White-S, CLA-White-M`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(PRODUCTS_MESSAGES.bulkDeleted, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.rows().map((r) => r.id)).not.toContain(2);
  });
});

describe('templates', () => {
  it('lists templates on demand, apart from the catalogue', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByText('Gift Card');
    expect(within(grid).queryByText('Apparel template')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show templates' }));
    const templates = await screen.findByRole('grid', { name: 'Products' });
    await waitFor(() =>
      expect(
        within(templates)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Apparel template']),
    );
  });
});
