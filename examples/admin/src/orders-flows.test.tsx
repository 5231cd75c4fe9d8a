/**
 * The orders screens in the assembled admin, on the real server with the real plugins they
 * meet: the warehouses of the inventory area (Ship all and the fulfil dialog ask for one), the
 * CSV templates area (the export), the customers area (the customer-email question). What the
 * user sees, then what the server holds.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS, memoryFileStorage } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { csvTemplatesServerPlugin } from '@storeroom/plugin-csv-templates/server';
import type { StockLevel } from '@storeroom/plugin-inventory/contract';
import { inventoryServerPlugin } from '@storeroom/plugin-inventory/server';
import { ORDERS_MESSAGES } from '@storeroom/plugin-orders/contract';
import type { Order } from '@storeroom/plugin-orders/contract';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { productsServerPlugin } from '@storeroom/plugin-products/server';
import { plugins } from './plugins';
import { placeOrder, stockProbe } from './server/order-data';

const SLOW = { timeout: 40_000 };

let t: TestServer;
let owner: TestSession;
let sku: string;
let warehouse: { id: number; title: string };

// Where the export job writes its CSV (the dialog links to it).
const files = memoryFileStorage();

beforeAll(async () => {
  t = await createTestServer({
    files,
    plugins: [
      customersServerPlugin,
      ordersServerPlugin,
      csvTemplatesServerPlugin,
      productsServerPlugin,
      inventoryServerPlugin,
      stockProbe,
    ],
  });
  // The owner signs first, as the shell asks of every owner before the pages (spec 4).
  await signAsOwner();
  owner = await t.session(DEMO_CREDENTIALS.owner);
  // A demo sku with stock on hand, and the warehouse holding the most of it.
  const levels = await api<StockLevel[]>('GET', '/stock-probe');
  const best = [...levels].sort((a, b) => b.available - a.available)[0]!;
  sku = best.sku;
  const warehouses = await api<{ id: number; title: string }[]>('GET', '/orders/warehouses');
  warehouse = warehouses.find((w) => w.id === best.warehouse_id)!;
});
afterAll(() => t.close());

/** Uploads the owner's signature (Node's own FormData: jsdom's does not cross into Node's Request). */
async function signAsOwner() {
  const token = await t.login(DEMO_CREDENTIALS.owner);
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const form = new NodeFormData();
  form.append(
    'file',
    new NodeBlob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) as Blob,
    'sig.png',
  );
  const res = await t.fetch('http://storeroom.test/api/v1/account/signature', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`signature: ${res.status} ${await res.text()}`);
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await t.request(method, path, { token: owner.tokens.accessToken, body });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const detail = (id: number) =>
  api<Required<Order>>('GET', `/orders/${id}?expand=items,fulfilments,shipments`);

function open(path: string, as: TestSession = owner) {
  const admin = createTestAdmin({
    plugins,
    fetch: t.fetch,
    tokens: as.tokens,
    account: as.account,
    initialPath: path,
  });
  render(<admin.App />);
}

/** An order of a stock-tracked item, newer than every demo order (it heads the list). */
let minutes = 0;
function trackedOrder() {
  minutes += 1;
  return placeOrder(t, [{ title: 'Tracked tee', quantity: 1, price: 20, sku, track_inventory: true }], {
    order_date: new Date(Date.now() + minutes * 60_000),
  });
}

describe('orders screens with the real plugins', () => {
  it('Ship all asks for a warehouse when a tracked item is left, and ships from it', async () => {
    const order = await trackedOrder();
    open('/admin/orders');
    const grid = await screen.findByRole('grid', { name: 'Orders' }, SLOW);
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: new RegExp(`Order ${order.display_number}`) }, SLOW),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ship all' }));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    // The question opens as a modal layer: the click lands once the layer takes pointer events
    // (user-event refuses it, without clicking, while the page under it still has them off).
    await waitFor(() => userEvent.click(yes));
    const ask = await screen.findByRole('dialog', { name: 'Choose a warehouse' }, SLOW);
    await userEvent.click(within(ask).getByRole('button', { name: 'Use this warehouse' }));
    expect(await within(ask).findByText(ORDERS_MESSAGES.warehouseRequired)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('combobox', { name: /Warehouse/ }));
    await userEvent.click(await screen.findByRole('option', { name: warehouse.title }, SLOW));
    await userEvent.click(within(ask).getByRole('button', { name: 'Use this warehouse' }));
    expect(await screen.findByText(ORDERS_MESSAGES.allShipped, {}, SLOW)).toBeInTheDocument();
    const saved = await detail(order.id);
    expect(saved.status).toBe(5);
    expect(saved.fulfilments[0]!.warehouse_id).toBe(warehouse.id);
  });

  it('the fulfil dialog asks for the warehouse of a tracked item', async () => {
    const order = await trackedOrder();
    open(`/admin/orders/order/${order.id}`);
    const panel = await screen.findByRole('dialog', { name: `Order ${order.display_number}` }, SLOW);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark as fulfilled' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.warehouseRequired, {}, SLOW)).toBeInTheDocument();
    expect((await detail(order.id)).fulfilments).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
    await userEvent.click(await screen.findByRole('option', { name: warehouse.title }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText(ORDERS_MESSAGES.fulfilled, {}, SLOW)).toBeInTheDocument();
    expect((await detail(order.id)).fulfilments[0]!.warehouse_id).toBe(warehouse.id);
  });

  it('CSV fulfilment picks the warehouse, checks the file before applying and ships tracked items from it', async () => {
    const order = await trackedOrder();
    open('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' }, SLOW);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([`${order.display_number},1ZUICSV,UPS\n`], 'tracking.csv', { type: 'text/csv' }),
    );
    // No warehouse yet: the check says the line would fail, before anything is applied.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const unchecked = await within(dialog).findByRole('status', { name: 'Check result' }, SLOW);
    expect(unchecked).toHaveTextContent(`Line 1: ${ORDERS_MESSAGES.warehouseRequired}`);
    expect(unchecked).toHaveTextContent('0 orders will be fulfilled and shipped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.csvNothingToApply)).toBeInTheDocument();
    expect((await detail(order.id)).fulfilments).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /Warehouse/ }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: warehouse.title }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Check result' })).toHaveTextContent(
        '1 order will be fulfilled and shipped (1 line in the file).',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const ask = await screen.findByRole('alertdialog', {}, SLOW);
    expect(ask).toHaveTextContent(/Fulfil 1 order with the tracking numbers and carriers of the file\?/);
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.allShipped, {}, SLOW)).toBeInTheDocument();
    const saved = await detail(order.id);
    expect(saved.fulfilments[0]!.warehouse_id).toBe(warehouse.id);
    expect(saved.shipments[0]).toMatchObject({ tracking_number: '1ZUICSV', carrier_title: 'UPS' });
  });

  describe('export', () => {
    it('exports the selected orders through a CSV template of the CSV templates area', async () => {
      const order = await trackedOrder();
      await api('POST', '/csv', {
        title: 'Numbers and items',
        layout_type: 3,
        columns: [
          { title: 'Order', content: ['order.display_number'] },
          { title: 'Items', content: ['item.quantity', 'item.title'] },
        ],
      });
      open('/admin/orders');
      const grid = await screen.findByRole('grid', { name: 'Orders' }, SLOW);
      await userEvent.click(
        await within(grid).findByRole(
          'checkbox',
          { name: new RegExp(`Order ${order.display_number}`) },
          SLOW,
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export orders' }, SLOW);
      expect(dialog).toHaveTextContent('1 selected order');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /CSV template/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Numbers and items' }, SLOW));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
      // The export runs as a job: the dialog follows it, then links to the stored CSV.
      const link = await within(dialog).findByRole(
        'link',
        { name: /^Download orders_.*_export\.csv$/ },
        SLOW,
      );
      expect(dialog).toHaveTextContent('1 order exported.');
      const key = link.getAttribute('href')!.replace(/^\/uploads\//, '');
      expect(new TextDecoder().decode((await files.get(key))!)).toBe(
        `Order,Items\n${order.display_number},1 Tracked tee`,
      );
    });
    it('lets an employee with Orders + allow_export and no CSV templates rule pick a template and export', async () => {
      const order = await trackedOrder();
      await api('POST', '/csv', {
        title: 'Numbers for the clerk',
        layout_type: 1,
        columns: [{ title: 'Order', content: ['order.display_number'] }],
      });
      const clerk = await t.employeeSession([{ subject: 'orders', rule: 1, options: ['allow_export'] }]);
      open('/admin/orders', clerk);
      const grid = await screen.findByRole('grid', { name: 'Orders' }, SLOW);
      await userEvent.click(
        await within(grid).findByRole(
          'checkbox',
          { name: new RegExp(`Order ${order.display_number}`) },
          SLOW,
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export orders' }, SLOW);
      await userEvent.click(within(dialog).getByRole('combobox', { name: /CSV template/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Numbers for the clerk' }, SLOW));
      expect(within(dialog).queryByText(ORDERS_MESSAGES.templatesUnavailable)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
      const link = await within(dialog).findByRole(
        'link',
        { name: /^Download orders_.*_export\.csv$/ },
        SLOW,
      );
      const key = link.getAttribute('href')!.replace(/^\/uploads\//, '');
      expect(new TextDecoder().decode((await files.get(key))!)).toBe(`Order\n${order.display_number}`);
    });
  });

  it('asks whether to replace the customer’s email or create a customer, with the customers area', async () => {
    const customer = await api<{ id: number; email: string }>('POST', '/customers', {
      email: 'ui.flow.buyer@example.com',
      full_name: 'Ui Buyer',
    });
    const order = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      customer_id: customer.id,
      email: customer.email,
    });
    open(`/admin/orders/order/${order.id}`);
    const panel = await screen.findByRole('dialog', { name: `Order ${order.display_number}` }, SLOW);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit customer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(dialog).getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'nobody.yet@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.customerChoice, {}, SLOW)).toBeInTheDocument();
    expect((await detail(order.id)).email).toBe('ui.flow.buyer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new customer' }));
    expect(await screen.findByText(ORDERS_MESSAGES.customerUpdated, {}, SLOW)).toBeInTheDocument();
    const after = await detail(order.id);
    expect(after.email).toBe('nobody.yet@example.com');
    expect(after.customer_id).not.toBe(customer.id);
    expect((await api<{ email: string }>('GET', `/customers/${after.customer_id}`)).email).toBe(
      'nobody.yet@example.com',
    );
  });
});
