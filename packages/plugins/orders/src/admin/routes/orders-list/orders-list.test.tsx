import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIRM_DELETE_ONE, createMemoryHttpClient, httpApiRef } from '@storeroom/core';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { FULFILMENT_STATUS, ORDERS_MESSAGES } from '../../../model';
import { ordersApiRef } from '../../api';
import { createFakeOrdersClient, sampleOrder, sampleOrders } from '../../test-support';
import type { FakeOrdersClient } from '../../test-support';
import { checkFulfilmentCsv, CsvFulfilmentDialog } from './csv-fulfilment-dialog';
import { OrdersListPage, orderIdFromPath } from './orders-list';

// Answers pass through Radix dialogs and query refetches; a busy 2-core machine needs more than 1 s.
const SLOW = { timeout: 5000 };

function setup(
  path = '/admin/orders',
  account?: Account,
  client: FakeOrdersClient = createFakeOrdersClient(),
) {
  render(
    <AdminTestProvider apis={[[ordersApiRef, client]]} account={account} initialPath={path}>
      <OrdersListPage />
    </AdminTestProvider>,
  );
  return client;
}

const limited = (options: string[] = []) => testEmployeeAccount([{ subject: 'orders', rule: 1, options }]);

describe('Orders list', () => {
  it('lists orders newest first with the spec status labels', async () => {
    setup('/admin/orders', undefined, createFakeOrdersClient({ orders: sampleOrders(4) }));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findByText('#1004');
    const numbers = within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(numbers).toEqual(['#1004', '#1003', '#1002', '#1001']);
    // #1004 is refunded and shipped; #1002 is partially sent to fulfilment.
    expect(within(grid).getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(within(grid).getByText('Partially sent to fulfilment')).toBeInTheDocument();
    expect(within(grid).getAllByText('Shipped').length).toBeGreaterThan(0);
  });

  it('turns chqsearch into the number-or-name filter', async () => {
    const client = setup('/admin/orders?chqsearch=Emma');
    await screen.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(client.http.log).toContain('POST /orders/search'));
  });

  it('switches between pages and one scrolling list that loads 200 orders at a time', async () => {
    setup('/admin/orders', undefined, createFakeOrdersClient({ orders: sampleOrders(450) }));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findByText('#1450');
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Scroll' }));
    expect(await screen.findByText('200 of 450 loaded', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Orders' })).toHaveAttribute('aria-rowcount', '201');

    await userEvent.click(screen.getByRole('button', { name: 'Pages' }));
    expect(await screen.findByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('grid', { name: 'Orders' })).toHaveAttribute('aria-rowcount', '21'),
    );
  });

  it('opens the scrolling list from its address', async () => {
    setup('/admin/orders?view=scroll', undefined, createFakeOrdersClient({ orders: sampleOrders(30) }));
    expect(await screen.findByText('30 of 30 loaded', undefined, SLOW)).toBeInTheDocument();
  });

  it('reads the order id from both detail addresses', () => {
    expect(orderIdFromPath('/admin/orders/order/12')).toBe(12);
    expect(orderIdFromPath('/admin/orders/12')).toBe(12);
    expect(orderIdFromPath('/admin/orders')).toBeNull();
    expect(orderIdFromPath('/admin/orders/invoice')).toBeNull();
  });

  it('opens the detail panel from the list', async () => {
    setup('/admin/orders', undefined, createFakeOrdersClient({ orders: sampleOrders(3) }));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('link', { name: '#1002' }));
    expect(await screen.findByRole('dialog', { name: 'Order #1002' })).toBeInTheDocument();
  });

  it('offers export, CSV fulfilment and bulk actions only with the options', async () => {
    setup('/admin/orders', limited());
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await within(grid).findByText('#1012');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV fulfilment' })).not.toBeInTheDocument();
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('fulfils all selected orders as a bulk action', async () => {
    const client = setup(
      '/admin/orders',
      limited(['allow_fulfilments']),
      createFakeOrdersClient({ orders: [sampleOrder(1)] }),
    );
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Order #1001/ }));
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Warehouse for Fulfil all and Ship all' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'East depot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ORDERS_MESSAGES.allFulfilled, {}, SLOW)).toBeInTheDocument();
    expect(client.order(1).status).toBe(FULFILMENT_STATUS.sent);
    expect(client.order(1).fulfilments![0]!.warehouse_id).toBe(2);
  });

  it('asks for a warehouse before Ship all when none is chosen, so tracked items ship', async () => {
    // sampleOrder(1): a fresh order whose first item tracks inventory.
    const client = setup('/admin/orders', undefined, createFakeOrdersClient({ orders: [sampleOrder(1)] }));
    expect(client.order(1).items!.some((it) => it.track_inventory)).toBe(true);
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Order #1001/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ship all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const ask = await screen.findByRole('dialog', { name: 'Choose a warehouse' }, SLOW);
    expect(client.calls.some((c) => c.startsWith('massShip'))).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Use this warehouse' }));
    expect(await within(ask).findByText(ORDERS_MESSAGES.warehouseRequired)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('combobox', { name: /Warehouse/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'East depot' }));
    await userEvent.click(within(ask).getByRole('button', { name: 'Use this warehouse' }));
    expect(await screen.findByText(ORDERS_MESSAGES.allShipped, {}, SLOW)).toBeInTheDocument();
    expect(client.order(1).status).toBe(FULFILMENT_STATUS.shipped);
    expect(client.order(1).fulfilments![0]!.warehouse_id).toBe(2);
  });

  it('lets Fulfil all go on without a warehouse when the user says so', async () => {
    const client = setup('/admin/orders', undefined, createFakeOrdersClient({ orders: [sampleOrder(1)] }));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Order #1001/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const ask = await screen.findByRole('dialog', { name: 'Choose a warehouse' }, SLOW);
    await userEvent.click(within(ask).getByRole('button', { name: 'Continue without warehouse' }));
    await waitFor(() => expect(client.calls).toContain('massFulfil 1'), SLOW);
    expect(client.order(1).fulfilments![0]!.warehouse_id).toBeNull();
  });

  it('lists the orders a mass action skipped', async () => {
    setup('/admin/orders', undefined, createFakeOrdersClient({ orders: [sampleOrder(1, 'shipped')] }));
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Order #1001/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const skipped = await screen.findByRole('alert', { name: 'Skipped orders' }, SLOW);
    // Nothing left that tracks inventory: no warehouse was asked for.
    expect(screen.queryByRole('dialog', { name: 'Choose a warehouse' })).toBeNull();
    expect(skipped).toHaveTextContent(`Order #1001: ${ORDERS_MESSAGES.nothingToFulfil}`);
    expect(screen.queryByText(ORDERS_MESSAGES.allFulfilled)).not.toBeInTheDocument();
  });

  it('exports through a chosen CSV template with allow_export', async () => {
    const client = setup('/admin/orders', limited(['allow_export']));
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Select a CSV template.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.startsWith('exportCsv'))).toHaveLength(0);
  });
});

describe('Export', () => {
  it('exports the selected orders through the chosen CSV template', async () => {
    const client = createFakeOrdersClient({ orders: sampleOrders(3) });
    const bodies: unknown[] = [];
    const exportCsv = client.exportCsv;
    client.exportCsv = (body, o) => {
      bodies.push(body);
      return exportCsv(body, o);
    };
    const http = createMemoryHttpClient({ resources: { '/csv': [{ id: 3, title: 'Shipping export' }] } });
    render(
      <AdminTestProvider
        apis={[
          [ordersApiRef, client],
          [httpApiRef, http as never],
        ]}
        account={limited(['allow_export'])}
        initialPath="/admin/orders"
      >
        <OrdersListPage />
      </AdminTestProvider>,
    );
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /Order #1002/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    expect(dialog).toHaveTextContent('1 selected order');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /CSV template/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shipping export' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodies).toEqual([{ template_id: 3, order_ids: [2] }]);
  });
});

describe('CSV mass fulfilment', () => {
  it('needs three columns (spec 2 §5)', () => {
    expect(checkFulfilmentCsv('').error).toBe(ORDERS_MESSAGES.csvNotProvided);
    expect(checkFulfilmentCsv('1001,1Z999\n1002,1Z998').error).toBe(ORDERS_MESSAGES.csvColumns);
    expect(checkFulfilmentCsv('1001,1Z999,UPS\n1002,"1Z,998",USPS').rows).toEqual([
      ['1001', '1Z999', 'UPS'],
      ['1002', '1Z,998', 'USPS'],
    ]);
  });

  it('uploads a checked file and lists the warnings', async () => {
    const client = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }));
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
      new File(['order,tracking,carrier\n1001,1Z999,UPS\n9999,1Z000,UPS\n'], 'ok.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('table', { name: 'CSV preview' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.csvWarnings, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Line 3: order "9999" not found.')).toBeInTheDocument();
    expect(client.calls).toContain('uploadCsv csv');
  });

  const TEMPLATE = {
    id: 4,
    title: 'Carrier first',
    order_column: 4,
    tracking_column: 2,
    carrier_column: 1,
    has_header: true,
  };

  it('checks and uploads through a chosen mass-fulfilment template', async () => {
    const client = setup(
      '/admin/orders',
      undefined,
      createFakeOrdersClient({ fulfilmentTemplates: [TEMPLATE] }),
    );
    expect(checkFulfilmentCsv('UPS,1Z999,x\n', TEMPLATE).error).toBe(
      'CSV File must contain at least 4 columns for the template "Carrier first".',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carrier first' }, SLOW));
    expect(
      within(dialog).getByText(
        'Order id in column 4, tracking number in column 2, carrier in column 1; the first line is a header.',
      ),
    ).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['carrier,tracking,note,order\nUPS,1Z999,gift,1001\n'], 'mapped.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const preview = await within(dialog).findByRole('table', { name: 'CSV preview' });
    // The preview shows the mapped columns: order id, tracking number, carrier.
    expect(within(preview).getAllByRole('row')[1]!.textContent).toBe('10011Z999UPS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.calls).toContain('uploadCsv template 4'), SLOW);
  });

  it('saves the current column mapping as a template and selects it', async () => {
    const client = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    const group = within(dialog).getByRole('group', { name: 'Save a column mapping as a template' });
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    expect(await within(group).findByText(ORDERS_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(group).getByRole('textbox', { name: 'Template name' }), 'Warehouse file');
    const carrier = within(group).getByRole('spinbutton', { name: 'Carrier column' });
    await userEvent.clear(carrier);
    await userEvent.type(carrier, '2');
    await userEvent.tab();
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    expect(await within(group).findByText(ORDERS_MESSAGES.templateColumnsDiffer)).toBeInTheDocument();
    expect(client.http.log).not.toContain('POST /orders/mass-fulfilment-templates');
    await userEvent.clear(carrier);
    await userEvent.type(carrier, '5');
    await userEvent.tab();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'The first line is a header' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(client.http.log).toContain('POST /orders/mass-fulfilment-templates'), SLOW);
    expect(client.http.rows('/orders/mass-fulfilment-templates')).toEqual([
      expect.objectContaining({
        title: 'Warehouse file',
        order_column: 1,
        tracking_column: 2,
        carrier_column: 5,
        has_header: false,
      }),
    ]);
    expect(
      await within(dialog).findByText(
        'Order id in column 1, tracking number in column 2, carrier in column 5; no header line.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('offers saving and deleting templates with allow_fulfilments', async () => {
    setup(
      '/admin/orders',
      limited(['allow_fulfilments']),
      createFakeOrdersClient({ fulfilmentTemplates: [TEMPLATE] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    expect(
      within(dialog).getByRole('group', { name: 'Save a column mapping as a template' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carrier first' }, SLOW));
    expect(within(dialog).getByRole('button', { name: 'Delete template Carrier first' })).toBeInTheDocument();
  });

  it('hides the template controls from limited access without allow_fulfilments', async () => {
    // The list offers CSV fulfilment only with the option; the dialog checks on its own too.
    render(
      <AdminTestProvider
        apis={[[ordersApiRef, createFakeOrdersClient({ fulfilmentTemplates: [TEMPLATE] })]]}
        account={limited(['allow_edit', 'allow_refunds', 'allow_export'])}
      >
        <CsvFulfilmentDialog open onOpenChange={() => undefined} />
      </AdminTestProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carrier first' }, SLOW));
    expect(within(dialog).getByText(/^Order id in column 4/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Save a column mapping as a template' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Delete template/ })).toBeNull();
  });

  it('deletes the chosen template after confirmation and goes back to the default columns', async () => {
    const client = setup(
      '/admin/orders',
      undefined,
      createFakeOrdersClient({ fulfilmentTemplates: [TEMPLATE] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CSV fulfilment' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carrier first' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template Carrier first' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(within(confirmation).getByText(CONFIRM_DELETE_ONE)).toBeInTheDocument();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () => expect(client.http.log).toContain('DELETE /orders/mass-fulfilment-templates/4'),
      SLOW,
    );
    expect(client.http.rows('/orders/mass-fulfilment-templates')).toEqual([]);
    await waitFor(() => expect(within(dialog).queryByText(/^Order id in column 4/)).toBeNull(), SLOW);
    expect(within(dialog).getByRole('combobox', { name: 'Column template' })).toHaveTextContent(
      'Default: order id, tracking number, carrier',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    expect(await screen.findByRole('option', { name: /^Default/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Carrier first' })).toBeNull();
  });
});
