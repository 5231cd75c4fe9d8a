import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { ORDERS_MESSAGES, PAID_STATUS } from '../../../model';
import { ordersApiRef } from '../../api';
import { OrdersListPage } from '../../routes/orders-list/orders-list';
import { createFakeOrdersClient, sampleOrder } from '../../test-support';
import type { FakeOrdersOptions } from '../../test-support';

// Answers pass through Radix dialogs and query refetches; a busy 2-core machine needs more than 1 s.
const SLOW = { timeout: 5000 };

function setup(options: FakeOrdersOptions = {}, account?: Account, id = 1) {
  const client = createFakeOrdersClient({ orders: [sampleOrder(1), sampleOrder(2, 'shipped')], ...options });
  render(
    <AdminTestProvider
      apis={[[ordersApiRef, client]]}
      account={account}
      initialPath={`/admin/orders/order/${id}`}
    >
      <OrdersListPage />
    </AdminTestProvider>,
  );
  return client;
}

/** The open panel once its content (loaded on demand) is shown. */
async function panel(number = '#1001') {
  const detail = await screen.findByRole('dialog', { name: `Order ${number}` });
  await waitFor(() => expect(within(detail).queryByText('Loading…')).not.toBeInTheDocument(), SLOW);
  return detail;
}

describe('Order detail panel', () => {
  it('shows items, totals, customer and addresses', async () => {
    setup();
    const detail = await panel();
    expect(within(detail).getByText('Paid')).toBeInTheDocument();
    expect(within(detail).getByText('Not fulfilled')).toBeInTheDocument();
    expect(within(detail).getByRole('img', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(within(detail).getByText('Blue / M')).toBeInTheDocument();
    expect(within(detail).getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'olivia.johnson@example.com',
    );
    expect(within(detail).getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      '12 Main Street',
    );
  });

  it('fulfils part of an order, refusing the tracked items without a warehouse', async () => {
    const client = setup();
    const detail = await panel();
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    const shirt = within(dialog).getByLabelText('Quantity of Linen shirt (Blue / M)');
    await userEvent.clear(shirt);
    await userEvent.type(shirt, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.warehouseRequired, {}, SLOW)).toBeInTheDocument();
    expect(client.calls.filter((c) => c.startsWith('fulfil'))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main warehouse' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText(ORDERS_MESSAGES.fulfilled, {}, SLOW)).toBeInTheDocument();
    expect(await within(detail).findByText('Partially sent to fulfilment', {}, SLOW)).toBeInTheDocument();
    const shirtLine = client.order(1).items!.find((it) => it.title === 'Linen shirt')!;
    expect(shirtLine.status).toMatchObject({ not_fulfilled: 1, fulfilled: 1 });
  });

  it('ships with a tracking number only once a carrier is chosen', async () => {
    const client = setup({ orders: [sampleOrder(1, 'partial')] });
    const detail = await panel();
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.carrierRequired, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.shipped, {}, SLOW)).toBeInTheDocument();
    expect(await within(detail).findByText('Tracking 1Z999AA10123456784 (UPS)')).toBeInTheDocument();
    expect(client.order(1).shipments).toHaveLength(1);
  });

  it('refunds the rest by default, restocking shipped items', async () => {
    const client = setup({}, undefined, 2);
    const detail = await panel('#1002');
    await userEvent.click(within(detail).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByLabelText(/Refund amount/);
    expect(amount).toHaveValue(client.order(2).total.toFixed(2));
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.refundRequired, {}, SLOW)).toBeInTheDocument();
    await userEvent.type(amount, String(client.order(2).total));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Restock shipped items' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(ORDERS_MESSAGES.refunded, {}, SLOW)).toBeInTheDocument();
    expect(client.order(2).paid).toBe(PAID_STATUS.refunded);
    expect(client.order(2).restocks).toHaveLength(1);
    await waitFor(() =>
      expect(within(detail).getByText('Refunded', { selector: '.sr-badge' })).toBeInTheDocument(),
    );
  });

  it('un-marks shipped and fulfilled, moving quantities back', async () => {
    const client = setup({}, undefined, 2);
    const detail = await panel('#1002');
    await userEvent.click(within(detail).getByRole('button', { name: 'Un-mark shipped' }));
    let dialog = await screen.findByRole('dialog', { name: 'Un-mark shipped' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.movedBack, {}, SLOW)).toBeInTheDocument();
    expect(client.order(2).shipments).toHaveLength(0);
    await userEvent.click(await within(detail).findByRole('button', { name: 'Un-mark fulfilled' }));
    dialog = await screen.findByRole('dialog', { name: 'Un-mark fulfilled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark fulfilled' }));
    await waitFor(() => expect(client.order(2).fulfilments).toHaveLength(0));
    expect(client.order(2).items!.every((it) => it.status.not_fulfilled === it.quantity)).toBe(true);
  });

  it('edits tracking of a shipment', async () => {
    const client = setup({}, undefined, 2);
    const detail = await panel('#1002');
    await userEvent.click(within(detail).getByRole('button', { name: 'Edit tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tracking' });
    const input = within(dialog).getByLabelText('Tracking number');
    await userEvent.clear(input);
    await userEvent.type(input, 'NEW123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDERS_MESSAGES.shipmentsModified, {}, SLOW)).toBeInTheDocument();
    expect(client.order(2).shipments![0]!.tracking_number).toBe('NEW123');
  });

  it('asks whether to replace or create when a new email has no customer', async () => {
    const client = setup({ customers: [{ id: 900, email: 'known@example.com', full_name: 'Known Buyer' }] });
    const detail = await panel();
    await userEvent.click(within(detail).getByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(dialog).getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not an email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.emailInvalid, {}, SLOW)).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, ' New.Person@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.customerChoice, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new customer' }));
    expect(await screen.findByText(ORDERS_MESSAGES.customerUpdated, {}, SLOW)).toBeInTheDocument();
    expect(client.order(1).email).toBe('new.person@example.com');
  });

  it('hides every action from a limited employee without options', async () => {
    setup({}, testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]), 2);
    const detail = await panel('#1002');
    for (const name of [
      'Mark as fulfilled',
      'Mark as shipped',
      'Refund',
      'Edit tracking',
      'Un-mark shipped',
      'Edit customer',
    ]) {
      expect(within(detail).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(detail).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows refunds only with allow_refunds', async () => {
    setup({}, testEmployeeAccount([{ subject: 'orders', rule: 1, options: ['allow_refunds'] }]), 2);
    const detail = await panel('#1002');
    expect(within(detail).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Un-mark shipped' })).not.toBeInTheDocument();
  });

  it('resends the receipt', async () => {
    const client = setup();
    const detail = await panel();
    await userEvent.click(within(detail).getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText(ORDERS_MESSAGES.receiptResent, {}, SLOW)).toBeInTheDocument();
    expect(client.calls).toContain('resendReceipt 1');
  });

  it('says when the order does not exist', async () => {
    setup({}, undefined, 99);
    const dialog = await screen.findByRole('dialog', { name: 'Order #99' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
