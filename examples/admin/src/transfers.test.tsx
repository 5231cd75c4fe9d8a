/**
 * Transfers across plugins, in the assembled admin on the real server: the transfer form
 * lists the inventory plugin's warehouses, vendors and items with their available stock,
 * refuses more than the origin has, and receiving moves the stock in the inventory. The
 * transfers plugin reaches inventory only through its contract; its own tests run it alone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@storeroom/core/contract';
import { createTestAdmin } from '@storeroom/core/testing';
import { inventoryContract } from '@storeroom/plugin-inventory/contract';
import type { InventoryItem } from '@storeroom/plugin-inventory/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import { TRANSFERS_MESSAGES, transfersContract } from '@storeroom/plugin-transfers/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 10_000 };
/** Two searches in a row (products, then their inventory items) on a loaded machine. */
const FILTERED = { timeout: 20_000 };

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
    inventory: createClient(inventoryContract, http),
    transfers: createClient(transfersContract, http).transfers,
    products: createClient(productsContract, http).products,
  };
}

/** The assembled admin at `path`, signed in (the owner signs first when asked, spec 4 §5). */
async function openAdmin(path: string, session: TestSession = owner) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...session, initialPath: path });
  render(<admin.App />);
  if (session.account.is_employee || session.account.profile?.signature) return;
  const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
  await userEvent.type(within(sign).getByRole('textbox', { name: 'Or type your full name' }), 'Olivia Owner');
  await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
  await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
}

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }, SLOW));
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

/** What a new transfer may take from the warehouse: on hand − committed − reserved. */
const available = (item: InventoryItem, warehouse: string) =>
  item.status.find((x) => x.warehouse === warehouse)!.available;

/** A linked item with stock in Main Warehouse, and its name in the add-items dialog. */
async function stockedItem() {
  const { items } = await api().inventory.items.search(
    { linked: true, total_on_hand: { operator: '>', value: 2 } },
    { size: 200 },
  );
  const item = items.find((i) => available(i, 'Main Warehouse') > 1)!;
  return { item, name: `${item.product_title}${item.variant ? ` ${item.variant}` : ''}` };
}

describe('Transfers with the inventory plugin', () => {
  it('adds items from inventory, refuses more than the origin has, and creates the transfer', async () => {
    const { item, name } = await stockedItem();
    const limit = available(item, 'Main Warehouse');
    await openAdmin('/admin/transfers/form');
    const form = await screen.findByRole('form', { name: 'Create transfer' }, SLOW);
    await choose('Origin', 'Main Warehouse');
    await choose('Destination', 'East Coast Depot');
    await userEvent.click(within(form).getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), item.sku);
    const row = (
      await within(dialog).findByRole('checkbox', { name: `Select ${name} (${item.sku})` }, SLOW)
    ).closest('tr')!;
    // The origin's available stock, from the inventory plugin.
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(String(limit));
    await userEvent.click(within(row).getByRole('checkbox'));
    const quantity = within(row).getByRole('spinbutton', { name: `Quantity of ${item.sku}` });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard(String(limit + 1));
    await userEvent.tab();
    // spec 2 §9: the totals follow after 300 ms.
    expect(
      await within(dialog).findByText(`Selected: 1 products, ${limit + 1} units`, {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add items' })).not.toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(TRANSFERS_MESSAGES.quantityOverStock(limit))).toBeInTheDocument();
    const line = within(within(form).getByRole('table', { name: 'Transfer products' })).getByRole(
      'spinbutton',
      {
        name: `Quantity of ${item.sku}`,
      },
    );
    await userEvent.tripleClick(line);
    await userEvent.keyboard(String(limit));
    await userEvent.tab();
    const before = (await api().transfers.list({ sort: '!id', size: 1 })).items[0]?.id ?? 0;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const [created] = (
      await waitFor(async () => {
        const page = await api().transfers.list({ sort: '!id', size: 1, expand: ['products'] });
        expect(page.items[0]!.id).toBeGreaterThan(before);
        return page;
      }, SLOW)
    ).items;
    expect(await screen.findByText(TRANSFERS_MESSAGES.created(created!.id), {}, SLOW)).toBeInTheDocument();
    expect(created).toMatchObject({ quantity: limit, received: 0, from_vendor: null, to_vendor: null });
    // The line is named from the inventory item.
    expect(created!.products).toEqual([
      expect.objectContaining({ sku: item.sku, title: item.product_title, quantity: limit }),
    ]);
  });

  it('filters the items to add by the product’s vendor and tag (spec 2 §7)', async () => {
    const catalogue = (
      await api().products.search(
        { is_giftcard: false, is_template: false, track_inventory: true },
        { size: 200 },
      )
    ).items;
    const { items: stock } = await api().inventory.items.search({}, { size: 200 });
    const skusOf = (productIds: number[]) =>
      stock
        .filter((i) => productIds.includes(i.product_id) && i.sku.trim() !== '')
        .map((i) => i.sku)
        .sort();
    // A vendor whose stock-tracked products have inventory items, but not every item is theirs.
    const vendor = [...new Set(catalogue.map((p) => p.vendor).filter(Boolean))].find((v) => {
      const skus = skusOf(catalogue.filter((p) => p.vendor === v).map((p) => p.id));
      return skus.length > 0 && skus.length < stock.length;
    })!;
    expect(vendor).toBeDefined();
    const byVendor = catalogue.filter((p) => p.vendor === vendor);
    await openAdmin('/admin/transfers/form');
    const form = await screen.findByRole('form', { name: 'Create transfer' }, FILTERED);
    await userEvent.click(within(form).getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    const shownSkus = () =>
      within(dialog)
        .queryAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent)
        .sort();
    await waitFor(
      () => expect(shownSkus().length).toBeGreaterThan(skusOf(byVendor.map((p) => p.id)).length),
      FILTERED,
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Vendor' }));
    await userEvent.click(await screen.findByRole('option', { name: vendor }, FILTERED));
    await waitFor(() => expect(shownSkus()).toEqual(skusOf(byVendor.map((p) => p.id))), FILTERED);
    // A tag of one of them narrows further (both filters hold).
    const tagged = byVendor.find((p) => p.tags.length > 0);
    if (tagged) {
      const tag = tagged.tags[0]!;
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tag' }));
      await userEvent.click(await screen.findByRole('option', { name: tag }, FILTERED));
      await waitFor(
        () =>
          expect(shownSkus()).toEqual(skusOf(byVendor.filter((p) => p.tags.includes(tag)).map((p) => p.id))),
        FILTERED,
      );
    }
  });

  it('an edited transfer may keep every unit it reserves', async () => {
    const { item } = await stockedItem();
    const limit = available(item, 'Main Warehouse');
    const main = item.status.find((s) => s.warehouse === 'Main Warehouse')!.warehouse_id;
    const east = item.status.find((s) => s.warehouse === 'East Coast Depot')!.warehouse_id;
    const created = await api().transfers.create({
      from_warehouse: main,
      to_warehouse: east,
      products: [{ sku: item.sku, quantity: limit }],
    });
    await openAdmin(`/admin/transfers/form?id=${created.id}`);
    const form = await screen.findByRole('form', { name: `Transfer #T${created.id}` }, SLOW);
    await within(form).findByRole('spinbutton', { name: `Quantity of ${item.sku}` }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.updated(created.id), {}, SLOW)).toBeInTheDocument();
    expect(within(form).queryByText(TRANSFERS_MESSAGES.quantityOverStock(0))).not.toBeInTheDocument();
  });

  it('imports a CSV of skus in any case, and says when none of them is known', async () => {
    const { item, name } = await stockedItem();
    await openAdmin('/admin/transfers/form');
    const form = await screen.findByRole('form', { name: 'Create transfer' }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    const input = within(dialog).getByLabelText('Import CSV (sku, quantity)');
    await userEvent.upload(
      input,
      new File(['sku,quantity\nNO-SUCH-SKU,2\n'], 'items.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText(TRANSFERS_MESSAGES.csvEmpty, {}, SLOW)).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([`SKU,Quantity\n${item.sku.toLowerCase()},3\nNO-SUCH-SKU,2\n`], 'items.csv', {
        type: 'text/csv',
      }),
    );
    expect(await within(dialog).findByText('Selected: 1 products, 3 units', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: `Select ${name} (${item.sku})` })).toBeChecked();
  });

  it('names the places of each transfer, and receiving moves the stock in the inventory', async () => {
    const { items } = await api().transfers.search(
      { status: 0, from_warehouse: { operator: '>', value: 0 } },
      { expand: ['products'], size: 200 },
    );
    const transfer = items.find((x) => x.to_warehouse !== null && x.products!.length > 0)!;
    const stock = async () =>
      (
        await api().inventory.items.search(
          { 'sku.title': transfer.products!.map((p) => p.sku) },
          { size: 200 },
        )
      ).items;
    const onHand = (rows: InventoryItem[], sku: string, warehouseId: number) =>
      rows.find((r) => r.sku === sku)!.status.find((s) => s.warehouse_id === warehouseId)!.on_hand;
    const before = await stock();

    await openAdmin(`/admin/transfers/receive?id=${transfer.id}`);
    const form = await screen.findByRole('form', { name: `Receive transfer #T${transfer.id}` }, SLOW);
    await waitFor(() => expect(form).toHaveTextContent('Main Warehouse → East Coast Depot'), SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Receive all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(TRANSFERS_MESSAGES.received(transfer.id), {}, SLOW)).toBeInTheDocument();

    const after = await stock();
    for (const line of transfer.products!) {
      const moved = line.quantity - line.received;
      expect(onHand(after, line.sku, transfer.from_warehouse!)).toBe(
        onHand(before, line.sku, transfer.from_warehouse!) - moved,
      );
      expect(onHand(after, line.sku, transfer.to_warehouse!)).toBe(
        onHand(before, line.sku, transfer.to_warehouse!) + moved,
      );
    }
  });

  it('shows places by id to an employee who may not read the inventory', async () => {
    const { items } = await api().transfers.list({ sort: '!id', size: 200 });
    const fromWarehouse = items.find((x) => x.from_warehouse !== null)!;
    await openAdmin(
      '/admin/transfers',
      await t.employeeSession([{ subject: 'products_and_collections', rule: 2, options: [] }]),
    );
    const grid = await screen.findByRole('grid', { name: 'Transfers' }, SLOW);
    const link = await within(grid).findByRole('link', { name: `T${fromWarehouse.id}` }, SLOW);
    expect(link.closest('[role="row"]')).toHaveTextContent(`Warehouse #${fromWarehouse.from_warehouse}`);
  });
});
