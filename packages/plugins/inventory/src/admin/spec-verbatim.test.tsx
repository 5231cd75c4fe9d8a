/**
 * Issue 18 item 17: what the spec gives the inventory screens, word for word and where the
 * spec puts it, on the real server. The texts are written out here (not read from the
 * contract), so a changed character in the code fails: the deletion questions with Yes/No and
 * the refusal to delete linked products (spec 2 §8), the warehouse save (spec 4 §8).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STANDALONE_PRODUCTS } from '../server/seed-data';
import { InventoryListPage } from './routes/inventory-list/inventory-list';
import { WarehousesPage } from './routes/locations-list/locations-list';
import { renderScreen, startInventoryServer } from './test-setup';

const srv = startInventoryServer();

const SLOW = { timeout: 30_000 };
// Canvas Tote stays linked (the list's refusal); Wool Beanie is dropped from the catalogue (the panel's question).
const beanie = STANDALONE_PRODUCTS.map((p) => p.id)[2]!;

/** The notifications region: where the spec's messages appear. */
const toasts = () => screen.findByRole('region', { name: /^Notifications/ }, SLOW);

describe('inventory screens say what the spec says, verbatim', () => {
  it('list, Delete unlinked of a linked product: "Are you sure you want to delete these?" (Yes/No), then spec 2 §8’s refusal', async () => {
    renderScreen(srv, <InventoryListPage />, '/admin/products/inventory');
    const grid = await screen.findByRole('grid', { name: 'Inventory' }, SLOW);
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Canvas Tote/ }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Delete unlinked' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete these?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    // The bulk action's error list (spec 2 §8: shown as a notification or in an error list).
    const failure = await screen.findByRole('alert', {}, SLOW);
    expect(
      await within(failure).findByText(
        "You don't have any unlinked products or products with unlinked variants in inventory.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('panel, Delete unlinked items: "Are you sure you want to delete it?" with Yes/No', async () => {
    // The catalogue drops the product: its inventory line is unlinked (PRODUCTS_DELETED).
    const dropped = await srv.t.request('POST', '/test-catalogue/delete', {
      token: srv.owner.tokens.accessToken,
      body: { ids: [beanie] },
    });
    expect(dropped.status).toBe(200);
    renderScreen(srv, <InventoryListPage />, `/admin/products/inventory?id=${beanie}`);
    const form = await screen.findByRole('form', { name: 'Inventory of Wool Beanie' }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Delete unlinked items' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete it?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    // No: nothing is deleted, the panel stays.
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('form', { name: 'Inventory of Wool Beanie' })).toBeInTheDocument();
  });

  it('warehouses, Save of an existing warehouse: "Warehouse successfully updated" (spec 4 §8)', async () => {
    const [first] = (await srv.api().warehouses.list({ sort: 'id' })).items;
    renderScreen(srv, <WarehousesPage />, `/admin/products/inventory/warehouses?id=${first!.id}`);
    const form = await screen.findByRole('form', { name: 'Warehouse' }, SLOW);
    const title = within(form).getByLabelText(/Title/);
    await userEvent.type(title, ' 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText('Warehouse successfully updated', {}, SLOW),
    ).toBeInTheDocument();
  });
});
