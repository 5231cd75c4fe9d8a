import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE_ONE } from '@storeroom/core';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { FULFILMENT_STATUS, ORDERS_MESSAGES } from '../../../contract';
import type { FulfilmentTemplate, Order } from '../../../contract';
import { ordersTestServer, placeOrder } from '../../../server/test-server';
import { ordersHttp, sampleOrders } from '../../story-data';
import { checkFulfilmentCsv, CsvFulfilmentDialog } from './csv-fulfilment-dialog';
import { OrdersListPage, orderIdFromPath } from './orders-list';

// Answers pass through Radix dialogs and query refetches; a busy 2-core machine needs time.
const SLOW = { timeout: 30_000 };

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await ordersTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

function setup(session: TestSession, path = '/admin/orders') {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath={path}>
      <OrdersListPage />
    </AdminTestProvider>,
  );
}

const limited = (options: string[] = []) => t.employeeSession([{ subject: 'orders', rule: 1, options }]);

/** Types `value` into a column field of the mapping form and leaves it (it commits on blur). */
async function setColumn(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await t.request(method, path, { token: owner.tokens.accessToken, body });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An order newer than every demo order, so it heads the list (newest first). */
let minutes = 0;
function newest(lines = [{ title: 'Canvas Tote Bag', quantity: 2, price: 1850 }]) {
  minutes += 1;
  return placeOrder(t, lines, { order_date: new Date(Date.now() + minutes * 60_000) });
}

describe('Orders list (on the real server)', () => {
  it('lists orders newest first with the spec status labels', async () => {
    const first = await api<{ items: Order[] }>('GET', '/orders?size=20&sort=!order_date');
    setup(owner);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findByText(first.items[0]!.number, undefined, SLOW);
    // The grid renders the rows in view (virtualised): they are the first ones, in order.
    const numbers = within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(first.items.slice(0, numbers.length).map((o) => o.number));
    expect(within(grid).getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('turns chqsearch into the number, name or email filter', async () => {
    const order = await placeOrder(t, [{ title: 'Stoneware Mug 350 ml', quantity: 1, price: 1600 }]);
    setup(owner, `/admin/orders?chqsearch=${order.display_number}`);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findByRole('link', { name: order.number }, SLOW);
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
  });

  it('dates orders of today and yesterday (in the store’s time zone) as Today and Yesterday', async () => {
    const email = 'relative.days@example.com';
    const today = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      email,
      order_date: new Date(),
    });
    const yesterday = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }], {
      email,
      order_date: new Date(Date.now() - 24 * 60 * 60_000),
    });
    setup(owner, `/admin/orders?chqsearch=${email}`);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    const rowOf = async (number: string) =>
      (await within(grid).findByRole('link', { name: number }, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(await rowOf(today.number)).toHaveTextContent(/Today \d{2}:\d{2}:\d{2}/);
    expect(await rowOf(yesterday.number)).toHaveTextContent(/Yesterday \d{2}:\d{2}:\d{2}/);
  });

  it('switches between pages and one scrolling list that loads 200 orders at a time', async () => {
    const { _meta } = await api<{ _meta: { totalCount: number } }>('GET', '/orders?size=1');
    expect(_meta.totalCount).toBeGreaterThan(200);
    setup(owner);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findAllByRole('link', undefined, SLOW);
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Scroll' }));
    expect(await screen.findByText(`200 of ${_meta.totalCount} loaded`, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Orders' })).toHaveAttribute('aria-rowcount', '201');

    await userEvent.click(screen.getByRole('button', { name: 'Pages' }));
    expect(await screen.findByRole('navigation', { name: 'Orders pages' }, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('grid', { name: 'Orders' })).toHaveAttribute('aria-rowcount', '21'),
      SLOW,
    );
  });

  it('reads the order id from both detail addresses', () => {
    expect(orderIdFromPath('/admin/orders/order/12')).toBe(12);
    expect(orderIdFromPath('/admin/orders/12')).toBe(12);
    expect(orderIdFromPath('/admin/orders')).toBeNull();
    expect(orderIdFromPath('/admin/orders/invoice')).toBeNull();
  });

  it('opens the detail panel from the list', async () => {
    const order = await newest();
    setup(owner);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('link', { name: order.number }, SLOW));
    expect(await screen.findByRole('dialog', { name: `Order ${order.number}` }, SLOW)).toBeInTheDocument();
  });

  it('opens the detail panel of the focused row with Enter', async () => {
    const order = await newest();
    setup(owner);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    const link = await within(grid).findByRole('link', { name: order.number }, SLOW);
    const row = link.closest('[role="row"]') as HTMLElement;
    within(row).getAllByRole('gridcell')[2]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: `Order ${order.number}` }, SLOW)).toBeInTheDocument();
  });

  it('offers export, CSV fulfilment and bulk actions only with the options', async () => {
    setup(await limited());
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findAllByRole('link', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV fulfilment' })).not.toBeInTheDocument();
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('fulfils all selected orders as a bulk action with allow_fulfilments', async () => {
    const order = await newest();
    setup(await limited(['allow_fulfilments']));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: new RegExp(`Order ${order.number}`) }, SLOW),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ORDERS_MESSAGES.allFulfilled, {}, SLOW)).toBeInTheDocument();
    // Without the inventory area there is no warehouse to ask for.
    expect(screen.queryByRole('dialog', { name: 'Choose a warehouse' })).toBeNull();
    expect((await api<Order>('GET', `/orders/${order.id}`)).status).toBe(FULFILMENT_STATUS.sent);
  });

  it('lists the orders a mass action skipped', async () => {
    const order = await newest();
    await api('POST', '/orders/mass-shipment', { ids: [order.id] });
    setup(owner);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: new RegExp(`Order ${order.number}`) }, SLOW),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const skipped = await screen.findByRole('alert', { name: 'Skipped orders' }, SLOW);
    expect(skipped).toHaveTextContent(`Order #${order.display_number}: ${ORDERS_MESSAGES.nothingToFulfil}`);
    expect(screen.queryByText(ORDERS_MESSAGES.allFulfilled)).not.toBeInTheDocument();
  });

  it('asks for a CSV template before exporting, with allow_export', async () => {
    setup(await limited(['allow_export']));
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    // The CSV templates area is not part of this server: the picker says so.
    expect(
      await within(dialog).findByText(ORDERS_MESSAGES.templatesUnavailable, {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Select a CSV template.')).toBeInTheDocument();
  });
});

describe('Fulfil all with warehouses (the inventory area is not part of the orders test server)', () => {
  it('asks for a warehouse inside the action when tracked items are left, and sends it with the orders', async () => {
    // Story data with warehouses; the mass endpoint is recorded and answered here.
    const data = ordersHttp({ orders: sampleOrders(12) });
    const sent: unknown[] = [];
    const http: HttpClient = {
      request: (method, path, options) => {
        if (method === 'POST' && path === '/orders/mass-fulfilment') {
          sent.push(options?.body);
          const ids = (options?.body as { ids: number[] }).ids;
          return Promise.resolve({ processed: ids.length, warnings: [], message: '' }) as never;
        }
        return data.request(method, path, options);
      },
    };
    render(
      <AdminTestProvider http={http} initialPath="/admin/orders">
        <OrdersListPage />
      </AdminTestProvider>,
    );
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findAllByRole('link', undefined, SLOW);
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a warehouse' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this warehouse' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.warehouseRequired)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
    await userEvent.click(await screen.findByRole('option', { name: 'East depot' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this warehouse' }));
    expect(await screen.findByText(ORDERS_MESSAGES.allFulfilled, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose a warehouse' })).toBeNull();
    expect(sent).toEqual([{ ids: expect.any(Array), warehouse_id: 2 }]);
    expect((sent[0] as { ids: number[] }).ids).toHaveLength(12);
    // The answer is kept as the toolbar's choice: the next run does not ask again.
    expect(screen.getByRole('combobox', { name: 'Warehouse for Fulfil all and Ship all' })).toHaveTextContent(
      'East depot',
    );
  });
});

describe('CSV mass fulfilment (on the real server)', () => {
  it('needs three columns (spec 2 §5)', () => {
    expect(checkFulfilmentCsv('').error).toBe(ORDERS_MESSAGES.csvNotProvided);
    expect(checkFulfilmentCsv('1001,1Z999\n1002,1Z998').error).toBe(ORDERS_MESSAGES.csvColumns);
    expect(checkFulfilmentCsv('1001,1Z999,UPS\n1002,"1Z,998",USPS').rows).toEqual([
      ['1001', '1Z999', 'UPS'],
      ['1002', '1Z,998', 'USPS'],
    ]);
  });

  it('uploads a checked file, ships its orders and lists the warnings', async () => {
    const order = await placeOrder(t, [
      { title: 'Wool Beanie', quantity: 1, price: 2400, sku: 'BEA-GREY', track_inventory: true },
    ]);
    setup(owner);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.csvNotProvided, {}, SLOW)).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['1001,1Z999\n'], 'two.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.csvColumns, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove two.csv' }));
    await userEvent.upload(
      input,
      new File([`order,tracking,carrier\n${order.display_number},1Z999,UPS\n9999999,1Z000,UPS\n`], 'ok.csv', {
        type: 'text/csv',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('table', { name: 'CSV preview' }, SLOW)).toBeInTheDocument();
    // The check, before anything is applied: what would ship and which line would be skipped.
    const checked = await within(dialog).findByRole('status', { name: 'Check result' }, SLOW);
    expect(checked).toHaveTextContent('1 order will be fulfilled and shipped (2 lines in the file).');
    expect(within(checked).getByText('Line 3: order "9999999" not found.')).toBeInTheDocument();
    expect((await api<Order>('GET', `/orders/${order.id}?expand=shipments`)).shipments).toEqual([]);
    // Applying ships orders: it asks first, with the counts; No changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(
      'Fulfil 1 order with the tracking numbers and carriers of the file? Their products are marked shipped. 1 line with issues will be skipped.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('table', { name: 'CSV preview' })).toBeInTheDocument();
    expect((await api<Order>('GET', `/orders/${order.id}?expand=shipments`)).shipments).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await within(dialog).findByText(ORDERS_MESSAGES.csvWarnings, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Line 3: order "9999999" not found.')).toBeInTheDocument();
    const saved = await api<Order>('GET', `/orders/${order.id}?expand=shipments`);
    expect(saved.status).toBe(FULFILMENT_STATUS.shipped);
    expect(saved.shipments).toEqual([
      expect.objectContaining({ tracking_number: '1Z999', carrier_title: 'UPS' }),
    ]);
  });

  async function template(title: string): Promise<FulfilmentTemplate> {
    return api<FulfilmentTemplate>('POST', '/orders/mass-fulfilment-templates', {
      title,
      order_column: 4,
      tracking_column: 2,
      carrier_column: 1,
      has_header: true,
    });
  }

  async function openWithTemplate(session: TestSession, title: string) {
    setup(session);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: title }, SLOW));
    return dialog;
  }

  it('checks and uploads through a chosen mass-fulfilment template', async () => {
    const chosen = await template('Carrier first');
    const order = await placeOrder(t, [{ title: 'Canvas Tote Bag', quantity: 1, price: 1850 }]);
    expect(checkFulfilmentCsv('UPS,1Z999,x\n', chosen).error).toBe(
      'CSV File must contain at least 4 columns for the template "Carrier first".',
    );
    const dialog = await openWithTemplate(owner, 'Carrier first');
    expect(
      within(dialog).getByText(
        'Order id in column 4, tracking number in column 2, carrier in column 1; the first line is a header.',
      ),
    ).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([`carrier,tracking,note,order\nUPS,1Z777,gift,${order.display_number}\n`], 'mapped.csv', {
        type: 'text/csv',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const preview = await within(dialog).findByRole('table', { name: 'CSV preview' }, SLOW);
    // The preview shows the mapped columns: order id, tracking number, carrier.
    expect(within(preview).getAllByRole('row')[1]!.textContent).toBe(`${order.display_number}1Z777UPS`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(/Fulfil 1 order with the tracking numbers and carriers of the file\?/);
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.allShipped, {}, SLOW)).toBeInTheDocument();
    const saved = await api<Order>('GET', `/orders/${order.id}?expand=shipments`);
    expect(saved.shipments?.map((s) => s.tracking_number)).toEqual(['1Z777']);
  });

  it('saves the current column mapping as a template and selects it', async () => {
    setup(owner);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    const group = within(dialog).getByRole('group', { name: 'Save a column mapping as a template' });
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    expect(await within(group).findByText(ORDERS_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(group).getByRole('textbox', { name: 'Template name' }), 'Warehouse file');
    const carrier = within(group).getByRole('spinbutton', { name: 'Carrier column' });
    await setColumn(carrier, '2');
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    expect(await within(group).findByText(ORDERS_MESSAGES.templateColumnsDiffer)).toBeInTheDocument();
    await setColumn(carrier, '5');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'The first line is a header' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    expect(
      await within(dialog).findByText(
        'Order id in column 1, tracking number in column 2, carrier in column 5; no header line.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    const { items } = await api<{ items: FulfilmentTemplate[] }>('GET', '/orders/mass-fulfilment-templates');
    expect(items.filter((i) => i.title === 'Warehouse file')).toEqual([
      expect.objectContaining({ order_column: 1, tracking_column: 2, carrier_column: 5, has_header: false }),
    ]);
  });

  it('edits a saved template in place: its columns and header, refusing columns that clash', async () => {
    const edited = await template('Partner portal file');
    const dialog = await openWithTemplate(owner, 'Partner portal file');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit template Partner portal file' }));
    const group = within(dialog).getByRole('group', { name: 'Edit template Partner portal file' });
    expect(within(group).getByRole('textbox', { name: 'Template name' })).toHaveValue('Partner portal file');
    const tracking = within(group).getByRole('spinbutton', { name: 'Tracking number column' });
    expect(tracking).toHaveValue('2');
    await setColumn(tracking, '4');
    await userEvent.click(within(group).getByRole('button', { name: 'Save changes' }));
    expect(await within(group).findByText(ORDERS_MESSAGES.templateColumnsDiffer)).toBeInTheDocument();
    await setColumn(tracking, '3');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'The first line is a header' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Order id in column 4, tracking number in column 3, carrier in column 1; no header line.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    // Back to saving new templates; the edited one was changed, not copied.
    expect(
      within(dialog).getByRole('group', { name: 'Save a column mapping as a template' }),
    ).toBeInTheDocument();
    const { items } = await api<{ items: FulfilmentTemplate[] }>('GET', '/orders/mass-fulfilment-templates');
    expect(items.filter((i) => i.title === 'Partner portal file')).toEqual([
      expect.objectContaining({
        id: edited.id,
        order_column: 4,
        tracking_column: 3,
        carrier_column: 1,
        has_header: false,
      }),
    ]);
  });

  it('offers saving and deleting templates with allow_fulfilments', async () => {
    await template('Fulfilment clerk file');
    const dialog = await openWithTemplate(await limited(['allow_fulfilments']), 'Fulfilment clerk file');
    expect(
      within(dialog).getByRole('group', { name: 'Save a column mapping as a template' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Delete template Fulfilment clerk file' }),
    ).toBeInTheDocument();
  });

  it('hides the template controls from limited access without allow_fulfilments', async () => {
    await template('Read-only file');
    // The list offers CSV fulfilment only with the option; the dialog checks on its own too.
    const session = await limited(['allow_edit', 'allow_refunds', 'allow_export']);
    render(
      <AdminTestProvider fetch={t.fetch} {...session}>
        <CsvFulfilmentDialog open onOpenChange={() => undefined} />
      </AdminTestProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Read-only file' }, SLOW));
    expect(within(dialog).getByText(/^Order id in column 4/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Save a column mapping as a template' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Delete template/ })).toBeNull();
  });

  it('deletes the chosen template after confirmation and goes back to the default columns', async () => {
    const doomed = await template('Old portal file');
    const dialog = await openWithTemplate(owner, 'Old portal file');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template Old portal file' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(within(confirmation).getByText(CONFIRM_DELETE_ONE)).toBeInTheDocument();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).queryByText(/^Order id in column 4/)).toBeNull(), SLOW);
    expect(within(dialog).getByRole('combobox', { name: 'Column template' })).toHaveTextContent(
      'Default: order id, tracking number, carrier',
    );
    const res = await t.request('GET', `/orders/mass-fulfilment-templates/${doomed.id}`, {
      token: owner.tokens.accessToken,
    });
    expect(res.status).toBe(404);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    expect(await screen.findByRole('option', { name: /^Default/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old portal file' })).toBeNull();
  });
});
