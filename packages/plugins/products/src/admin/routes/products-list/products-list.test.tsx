import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { PRODUCTS_MESSAGES } from '../../../schema';
import { productsApiRef } from '../../api';
import { fakeProductsApi } from '../../test-support';
import { ProductsListPage } from './products-list';

function setup({ account, path = '/admin/products' }: { account?: Account; path?: string } = {}) {
  const api = fakeProductsApi();
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
