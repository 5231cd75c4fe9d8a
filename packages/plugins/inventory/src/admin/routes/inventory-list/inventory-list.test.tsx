import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createInventoryClient } from '../../../client';
import { INVENTORY_MESSAGES } from '../../../schema';
import { inventoryApiRef } from '../../api';
import { createFakeInventoryHttp, sampleLines } from '../../test-support';
import { InventoryListPage } from './inventory-list';

function setup(options: { account?: Account; path?: string; products?: number } = {}) {
  const http = createFakeInventoryHttp(sampleLines(options.products ?? 4));
  render(
    <AdminTestProvider
      apis={[[inventoryApiRef, createInventoryClient(http)]]}
      account={options.account}
      initialPath={options.path ?? '/admin/products/inventory'}
    >
      <InventoryListPage />
    </AdminTestProvider>,
  );
  return http;
}

describe('Inventory list', () => {
  it('shows one row per product with totals, grouped, sorted by title', async () => {
    const http = setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    await within(grid).findByText('Canvas Tote');
    const titles = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('gridcell')[1]!.textContent?.trim());
    expect(titles).toEqual(['Canvas Tote', 'Classic Tee', 'Linen Shirt Unlinked', 'Wool Beanie']);
    expect(http.log.some((l) => l.startsWith('POST /inventory/search'))).toBe(true);
    // The last product is unlinked.
    expect(within(grid).getByText('Unlinked')).toBeInTheDocument();
  });

  it('shows every item of a grouped product in its panel', async () => {
    setup({ path: '/admin/products/inventory?id=102' });
    const form = await screen.findByRole('form', { name: 'Inventory of Wool Beanie' });
    expect(
      within(form)
        .getAllByRole('heading')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['S · SKU WOO-3-S', 'M · SKU WOO-3-M', 'L · SKU WOO-3-L']);
  });

  it('opens a product, shows per-warehouse counts and saves a new on hand', async () => {
    const http = setup({ path: '/admin/products/inventory?id=100' });
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    const input = within(form).getByRole('spinbutton', { name: 'On hand of CLA-1-S in Main Warehouse' });
    expect(input).toHaveValue('10');
    const row = input.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '0', '10']);
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.updated)).toBeInTheDocument();
    expect(http.lines.find((l) => l.sku === 'CLA-1-S')!.levels[1]).toEqual([25, 0]);
    expect(http.log).toContain('PATCH /inventory/1');
  });

  it('refuses to delete linked products with the spec message', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    await within(grid).findByText('Canvas Tote');
    await userEvent.click(within(grid).getByRole('checkbox', { name: /Canvas Tote/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete unlinked' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.nothingUnlinked)).toBeInTheDocument();
  });

  it('deletes the unlinked items of the selected products', async () => {
    const http = setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    const unlinked = http.lines.find((l) => !l.linked)!;
    await within(grid).findByText(unlinked.product_title);
    await userEvent.click(within(grid).getByRole('checkbox', { name: new RegExp(unlinked.product_title) }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete unlinked' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.deleted)).toBeInTheDocument();
    expect(http.lines.some((l) => !l.linked)).toBe(false);
  });

  it('deletes the unlinked items of the open product from its panel', async () => {
    const http = setup({ path: '/admin/products/inventory?id=103' });
    const form = await screen.findByRole('form', { name: 'Inventory of Linen Shirt' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete unlinked items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.deleted)).toBeInTheDocument();
    expect(http.lines.some((l) => l.product_id === 103)).toBe(false);
    expect(screen.queryByRole('form', { name: 'Inventory of Linen Shirt' })).not.toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup({
      account: testEmployeeAccount([{ subject: 'inventory', rule: 1, options: [] }]),
      path: '/admin/products/inventory?id=100',
    });
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(form).getAllByRole('row')[1]).toHaveTextContent('Main Warehouse10010');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unlinked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unlinked items' })).not.toBeInTheDocument();
  });
});
