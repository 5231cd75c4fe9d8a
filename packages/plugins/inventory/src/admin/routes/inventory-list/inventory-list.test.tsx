import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { INVENTORY_MESSAGES } from '../../../contract';
import { STANDALONE_PRODUCTS } from '../../../server/seed-data';
import { renderScreen, startInventoryServer } from '../../test-setup';
import { InventoryListPage } from './inventory-list';

const srv = startInventoryServer();

const [tee, tote, beanie] = STANDALONE_PRODUCTS.map((p) => p.id);

/** The inventory as the server holds it (read as the owner). */
const server = () => srv.api();
const itemsOf = async (productId: number) =>
  (await server().items.search({ product_id: productId }, { size: 200 })).items;

/** The catalogue drops these products: their inventory lines become unlinked (PRODUCTS_DELETED). */
async function discontinue(...ids: number[]) {
  const res = await srv.t.request('POST', '/test-catalogue/delete', {
    token: srv.owner.tokens.accessToken,
    body: { ids },
  });
  expect(res.status).toBe(200);
}

function setup(path = '/admin/products/inventory', session?: TestSession) {
  renderScreen(srv, <InventoryListPage />, path, session);
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((c) => c.textContent?.trim());

describe('Inventory list', () => {
  it('shows one row per product with its skus and totals, sorted by title', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    await within(grid).findByText('Canvas Tote');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => cellTexts(r)[1])).toEqual(['Canvas Tote', 'Classic Tee', 'Wool Beanie']);
    // Classic Tee: the seed's stock of its three skus in the two stocked warehouses.
    const teeItems = await itemsOf(tee!);
    const onHand = teeItems.reduce((n, i) => n + i.total_on_hand, 0);
    expect(onHand).toBeGreaterThan(0);
    expect(cellTexts(rows[1]!)).toEqual(
      expect.arrayContaining(['DEMO-1-BLACKS, DEMO-1-BLACKM, DEMO-1-WHITEM', String(onHand)]),
    );
  });

  it('shows every item of a grouped product in its panel, warehouses by title', async () => {
    setup(`/admin/products/inventory?id=${tee}`);
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    expect(
      within(form)
        .getAllByRole('heading')
        .map((h) => h.textContent?.trim()),
    ).toEqual([
      'Black / S · SKU DEMO-1-BLACKS',
      'Black / M · SKU DEMO-1-BLACKM',
      'White / M · SKU DEMO-1-WHITEM',
    ]);
    const first = within(form).getAllByRole('table')[0]!;
    expect(
      within(first)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['East Coast Depot', 'Main Warehouse', 'Returns Room']);
  });

  it('saves a new on hand, and the server holds it', async () => {
    const [item] = await itemsOf(tee!);
    const main = item!.status.find((s) => s.warehouse === 'Main Warehouse')!;
    setup(`/admin/products/inventory?id=${tee}`);
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    const input = within(form).getByRole('spinbutton', { name: `On hand of ${item!.sku} in Main Warehouse` });
    expect(input).toHaveValue(String(main.on_hand));
    const row = input.closest('tr')!;
    await userEvent.clear(input);
    await userEvent.type(input, String(main.on_hand + 5));
    await userEvent.tab();
    // Available follows the draft at once.
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(String(main.on_hand + 5));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.updated, {}, { timeout: 30_000 })).toBeInTheDocument();
    const saved = (await server().items.get(item!.id)).status.find((s) => s.warehouse === 'Main Warehouse');
    expect(saved).toMatchObject({ on_hand: main.on_hand + 5, uncommitted: main.on_hand + 5 });
  });

  it('saves several lines in one all-or-nothing request: a bad line refuses it, shown on that line', async () => {
    const [first, second] = await itemsOf(tee!);
    const mainOf = (item: typeof first) => item!.status.find((s) => s.warehouse === 'Main Warehouse')!;
    const main = mainOf(first);
    // An order holds 2 of the second item in Main: its on hand can not go below 2.
    const res = await srv.t.request('POST', '/test-catalogue/stock-move', {
      token: srv.owner.tokens.accessToken,
      body: {
        moves: [{ sku: second!.sku, warehouse_id: mainOf(second).warehouse_id, on_hand: 2, committed: 2 }],
      },
    });
    expect(res.status).toBe(200);
    setup(`/admin/products/inventory?id=${tee}`);
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    const firstInput = within(form).getByRole('spinbutton', {
      name: `On hand of ${first!.sku} in Main Warehouse`,
    });
    const secondInput = await within(form).findByRole('spinbutton', {
      name: `On hand of ${second!.sku} in Main Warehouse`,
    });
    await userEvent.clear(firstInput);
    await userEvent.type(firstInput, String(main.on_hand + 5));
    await userEvent.clear(secondInput);
    await userEvent.type(secondInput, '0');
    await userEvent.tab();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const row = secondInput.closest('tr')!;
    expect(
      await within(row).findByText(INVENTORY_MESSAGES.onHandBelowCommitted(2), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(secondInput).toHaveAccessibleDescription(INVENTORY_MESSAGES.onHandBelowCommitted(2));
    // Nothing saved, not even the good line; what was typed stays.
    expect(mainOf(await server().items.get(first!.id)).on_hand).toBe(main.on_hand);
    expect(firstInput).toHaveValue(String(main.on_hand + 5));
    expect(secondInput).toHaveValue('0');
    await userEvent.clear(secondInput);
    await userEvent.type(secondInput, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.updated, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(mainOf(await server().items.get(first!.id)).on_hand).toBe(main.on_hand + 5);
    expect(mainOf(await server().items.get(second!.id)).on_hand).toBe(2);
  });

  it('refuses to delete linked products with the spec message, and deletes nothing', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    await within(grid).findByText('Canvas Tote');
    await userEvent.click(within(grid).getByRole('checkbox', { name: /Canvas Tote/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete unlinked' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(INVENTORY_MESSAGES.nothingUnlinked, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await itemsOf(tote!)).toHaveLength(1);
  });

  it('deletes the unlinked items of the selected products', async () => {
    await discontinue(beanie!);
    setup();
    const grid = await screen.findByRole('grid', { name: 'Inventory' });
    const row = (await within(grid).findByText('Wool Beanie')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Unlinked');
    await userEvent.click(within(grid).getByRole('checkbox', { name: /Wool Beanie/ }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: /Canvas Tote/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete unlinked' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.deleted, {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('Wool Beanie')).not.toBeInTheDocument());
    expect(await itemsOf(beanie!)).toHaveLength(0);
    // The linked product beside it stays.
    expect(await itemsOf(tote!)).toHaveLength(1);
  });

  it('deletes the unlinked items of the open product from its panel', async () => {
    await discontinue(tote!);
    setup(`/admin/products/inventory?id=${tote}`);
    const form = await screen.findByRole('form', { name: 'Inventory of Canvas Tote' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete unlinked items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.deleted, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Inventory of Canvas Tote' })).not.toBeInTheDocument();
    expect(await itemsOf(tote!)).toHaveLength(0);
  });

  it('is read-only under limited access', async () => {
    const [, second] = await itemsOf(tee!);
    const main = second!.status.find((s) => s.warehouse === 'Main Warehouse')!;
    setup(
      `/admin/products/inventory?id=${tee}`,
      await srv.t.employeeSession([{ subject: 'inventory', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Inventory of Classic Tee' });
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    const section = within(form).getByRole('region', { name: `Black / M · SKU ${second!.sku}` });
    expect(within(section).getByRole('row', { name: /Main Warehouse/ })).toHaveTextContent(
      `Main Warehouse${main.on_hand}${main.committed}${main.reserved}${main.available}`,
    );
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unlinked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unlinked items' })).not.toBeInTheDocument();
  });
});
