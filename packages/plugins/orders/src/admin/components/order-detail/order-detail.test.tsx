import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import type { TestSession } from '@storeroom/server/testing';
import { formatMessage, ORDERS_MESSAGES, PAID_STATUS } from '../../../contract';
import type { Order } from '../../../contract';
import { placeOrder } from '../../../server/test-server';
import { OrdersListPage } from '../../routes/orders-list/orders-list';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';

// Answers pass through Radix dialogs and query refetches; a busy 2-core machine needs time.
const SLOW = { timeout: 30_000 };

const s = ordersAdminSuite();

const saved = (id: number) =>
  s.api<Required<Order>>('GET', `/orders/${id}?expand=items,fulfilments,shipments,restocks,refunds`);

/** A paid order of a shirt (2, tracks inventory) and a tote (1). */
function placeShirtAndTote() {
  return placeOrder(s.t, [
    {
      title: 'Linen shirt',
      variant: 'Blue / M',
      quantity: 2,
      price: 4950,
      sku: 'SHIRT-BLUE-M',
      track_inventory: true,
      image: '/files/products/shirt.png',
    },
    { title: 'Canvas tote', quantity: 1, price: 1800 },
  ]);
}

/** The same order, everything sent to fulfilment and shipped with a tracking number. */
async function placeShipped() {
  const order = await placeShirtAndTote();
  await s.api('POST', '/orders/mass-fulfilment', { ids: [order.id] });
  const { shipments } = await saved(order.id);
  expect(shipments).toEqual([]);
  await s.api('POST', `/orders/${order.id}/shipments`, {
    items: order.itemIds.map((item_id, i) => ({ item_id, quantity: i === 0 ? 2 : 1 })),
    tracking_number: '1Z999AA10000000001',
    shipping_carrier: (
      await s.api<{ items: { id: number; title: string }[] }>('GET', '/carriers')
    ).items.find((c) => c.title === 'UPS')!.id,
  });
  return order;
}

async function open(session: TestSession, id: number) {
  renderInAdmin(s, <OrdersListPage />, { session, initialPath: `/admin/orders/order/${id}` });
  const order = await saved(id);
  const detail = await screen.findByRole('dialog', { name: `Order ${order.number}` }, SLOW);
  await waitFor(() => expect(within(detail).queryByText('Loading…')).not.toBeInTheDocument(), SLOW);
  return detail;
}

const limited = (options: string[]) => s.t.employeeSession([{ subject: 'orders', rule: 1, options }]);

describe('Order detail panel (on the real server)', () => {
  it('shows items, totals, customer and addresses', async () => {
    const order = await placeShirtAndTote();
    const detail = await open(s.owner, order.id);
    expect(within(detail).getByText('Paid')).toBeInTheDocument();
    expect(within(detail).getByText('Not fulfilled')).toBeInTheDocument();
    expect(within(detail).getByRole('img', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(within(detail).getByText('Blue / M')).toBeInTheDocument();
    expect(within(detail).getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'test.buyer@example.com',
    );
    expect(within(detail).getByRole('region', { name: 'Shipping address' })).toHaveTextContent('1 Test Road');
    // Minor units from the API, shown in the store's currency: 2 × $49.50 + $18.00 + $10.00 shipping.
    expect(within(detail).getAllByText('$127.00').length).toBeGreaterThan(0);
    expect(within(detail).getByText('$49.50 × 2')).toBeInTheDocument();
  });

  it('fulfils part of an order', async () => {
    const order = await placeShirtAndTote();
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    // Without the inventory area there is no warehouse to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'Warehouse' })).toBeNull();
    const shirt = within(dialog).getByLabelText('Quantity of Linen shirt (Blue / M)');
    await userEvent.clear(shirt);
    await userEvent.type(shirt, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText(ORDERS_MESSAGES.fulfilled, {}, SLOW)).toBeInTheDocument();
    expect(await within(detail).findByText('Partially sent to fulfilment', {}, SLOW)).toBeInTheDocument();
    const shirtLine = (await saved(order.id)).items.find((it) => it.title === 'Linen shirt')!;
    expect(shirtLine.status).toMatchObject({ not_fulfilled: 1, fulfilled: 1 });
  });

  it('ships with a tracking number only once a carrier is chosen', async () => {
    const order = await placeShirtAndTote();
    await s.api('POST', '/orders/mass-fulfilment', { ids: [order.id] });
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.carrierRequired, {}, SLOW)).toBeInTheDocument();
    expect((await saved(order.id)).shipments).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.shipped, {}, SLOW)).toBeInTheDocument();
    expect(
      await within(detail).findByText('Tracking 1Z999AA10123456784 (UPS)', {}, SLOW),
    ).toBeInTheDocument();
    expect((await saved(order.id)).shipments).toHaveLength(1);
  });

  it('refunds the rest by default, restocking shipped items', async () => {
    const order = await placeShipped();
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByLabelText(/Refund amount/);
    // The API holds minor units; the input shows the decimal amount.
    expect(amount).toHaveValue(minorUnitsToDecimal(order.total, 'USD'));
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.refundRequired, {}, SLOW)).toBeInTheDocument();
    await userEvent.type(amount, minorUnitsToDecimal(order.total, 'USD'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Restock shipped items' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(ORDERS_MESSAGES.refunded, {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(within(detail).getByText('Refunded', { selector: '.sr-badge' })).toBeInTheDocument(),
      SLOW,
    );
    const after = await saved(order.id);
    expect(after.paid).toBe(PAID_STATUS.refunded);
    expect(after.restocks).toHaveLength(1);
    // A restocked unit stays shipped: restocked counts within shipped.
    expect(after.items[0]!.status).toMatchObject({ shipped: 2, restocked: 2 });
  });

  it('un-marks shipped and fulfilled, moving quantities back', async () => {
    const order = await placeShipped();
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Un-mark shipped' }));
    let dialog = await screen.findByRole('dialog', { name: 'Un-mark shipped' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.movedBack, {}, SLOW)).toBeInTheDocument();
    expect((await saved(order.id)).shipments).toHaveLength(0);
    await userEvent.click(await within(detail).findByRole('button', { name: 'Un-mark fulfilled' }, SLOW));
    dialog = await screen.findByRole('dialog', { name: 'Un-mark fulfilled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark fulfilled' }));
    await waitFor(async () => expect((await saved(order.id)).fulfilments).toHaveLength(0), SLOW);
    expect((await saved(order.id)).items.every((it) => it.status.not_fulfilled === it.quantity)).toBe(true);
  });

  it('un-marks fulfilled what a partly shipped fulfilment has not shipped', async () => {
    const order = await placeShirtAndTote();
    await s.api('POST', '/orders/mass-fulfilment', { ids: [order.id] });
    // Only the shirts ship: the tote stays sent to fulfilment in the same fulfilment.
    await s.api('POST', `/orders/${order.id}/shipments`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
    });
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Un-mark fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un-mark fulfilled' });
    // Only the unshipped tote can move back.
    expect(within(dialog).queryByLabelText(/Quantity of Linen shirt/)).toBeNull();
    expect(within(dialog).getByLabelText(/Quantity of Canvas tote/)).toHaveDisplayValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark fulfilled' }));
    expect(await screen.findByText(ORDERS_MESSAGES.movedBack, {}, SLOW)).toBeInTheDocument();
    const after = await saved(order.id);
    expect(after.items.map((it) => it.status)).toEqual([
      expect.objectContaining({ not_fulfilled: 0, shipped: 2 }),
      expect.objectContaining({ not_fulfilled: 1, fulfilled: 0, shipped: 0 }),
    ]);
    // Everything left in it is shipped: the server would refuse, so it is no longer offered.
    await waitFor(
      () => expect(within(detail).queryByRole('button', { name: 'Un-mark fulfilled' })).toBeNull(),
      SLOW,
    );
  });

  it('un-marks shipped what a partly restocked shipment has not restocked', async () => {
    const order = await placeShipped();
    const [shipment] = (await saved(order.id)).shipments;
    // A refund restocks one of the two shirts.
    await s.api('POST', `/orders/${order.id}/refund`, {
      refund: 100,
      shipments: [{ shipment_id: shipment!.id, items: [{ item_id: order.itemIds[0], quantity: 1 }] }],
    });
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Un-mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un-mark shipped' });
    expect(within(dialog).getByLabelText(/Quantity of Linen shirt/)).toHaveDisplayValue('1');
    expect(within(dialog).getByLabelText(/Quantity of Canvas tote/)).toHaveDisplayValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-mark shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.movedBack, {}, SLOW)).toBeInTheDocument();
    const after = await saved(order.id);
    // The restocked shirt stays shipped; the rest is back to sent to fulfilment.
    expect(after.items.map((it) => it.status)).toEqual([
      expect.objectContaining({ fulfilled: 1, shipped: 1, restocked: 1 }),
      expect.objectContaining({ fulfilled: 1, shipped: 0 }),
    ]);
    await waitFor(
      () => expect(within(detail).queryByRole('button', { name: 'Un-mark shipped' })).toBeNull(),
      SLOW,
    );
  });

  it('edits tracking of a shipment', async () => {
    const order = await placeShipped();
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Edit tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tracking' });
    const input = within(dialog).getByLabelText('Tracking number');
    await userEvent.clear(input);
    await userEvent.type(input, 'NEW123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDERS_MESSAGES.shipmentsModified, {}, SLOW)).toBeInTheDocument();
    expect((await saved(order.id)).shipments[0]!.tracking_number).toBe('NEW123');
  });

  it('changes the email of the order, refusing a malformed one', async () => {
    const order = await placeShirtAndTote();
    const detail = await open(s.owner, order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(dialog).getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not an email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORDERS_MESSAGES.emailInvalid, {}, SLOW)).toBeInTheDocument();
    expect((await saved(order.id)).email).toBe('test.buyer@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, ' New.Person@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Without the customers area the order keeps its own copy: nobody to ask about.
    expect(await screen.findByText(ORDERS_MESSAGES.customerUpdated, {}, SLOW)).toBeInTheDocument();
    expect((await saved(order.id)).email).toBe('new.person@example.com');
  });

  it('hides every action from a limited employee without options', async () => {
    const order = await placeShipped();
    const detail = await open(await limited([]), order.id);
    for (const name of [
      'Mark as fulfilled',
      'Mark as shipped',
      'Refund',
      'Edit tracking',
      'Un-mark shipped',
      'Edit customer',
      'Resend receipt',
    ]) {
      expect(within(detail).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(detail).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows refunds only with allow_refunds', async () => {
    const order = await placeShipped();
    const detail = await open(await limited(['allow_refunds']), order.id);
    expect(within(detail).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Un-mark shipped' })).not.toBeInTheDocument();
  });

  it('offers Resend receipt only with allow_edit, whatever other options are granted', async () => {
    const order = await placeShirtAndTote();
    const detail = await open(await limited(['allow_fulfilments', 'allow_refunds']), order.id);
    expect(within(detail).getByRole('button', { name: 'Mark as fulfilled' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    // The server would answer 403: resending is an order edit (the contract's `update`).
    expect(within(detail).queryByRole('button', { name: 'Resend receipt' })).not.toBeInTheDocument();
  });

  it('resends the receipt with allow_edit', async () => {
    const order = await placeShirtAndTote();
    const detail = await open(await limited(['allow_edit']), order.id);
    await userEvent.click(within(detail).getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText(ORDERS_MESSAGES.receiptResent, {}, SLOW)).toBeInTheDocument();
  });

  it('marks an unpaid order paid after the confirmation', async () => {
    const order = await placeOrder(
      s.t,
      [
        { title: 'Canvas tote', quantity: 1, price: 1800 },
        { title: 'Gift card $25', quantity: 1, price: 2500, is_giftcard: true },
      ],
      { paid: PAID_STATUS.notPaid },
    );
    const detail = await open(s.owner, order.id);
    expect(
      within(within(detail).getByRole('group', { name: 'Statuses' })).getByText('Not paid'),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark as paid' }));
    const question = await screen.findByRole('alertdialog', { name: 'Mark as paid' }, SLOW);
    expect(question).toHaveTextContent(
      formatMessage(ORDERS_MESSAGES.markPaidConfirm, {
        number: order.number,
        email: 'test.buyer@example.com',
      }),
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Mark as paid' }));
    expect(
      await screen.findByText(formatMessage(ORDERS_MESSAGES.markedPaid, { number: order.number }), {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          within(within(detail).getByRole('group', { name: 'Statuses' })).getByText('Paid'),
        ).toBeInTheDocument(),
      SLOW,
    );
    expect(within(detail).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect((await saved(order.id)).paid).toBe(PAID_STATUS.paid);
  });

  it('offers Mark as paid to no limited employee, whatever options are granted', async () => {
    const order = await placeOrder(s.t, [{ title: 'Canvas tote', quantity: 1, price: 1800 }], {
      paid: PAID_STATUS.notPaid,
    });
    const detail = await open(
      await limited(['allow_edit', 'allow_fulfilments', 'allow_refunds', 'allow_export']),
      order.id,
    );
    expect(within(detail).getByRole('button', { name: 'Resend receipt' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderInAdmin(s, <OrdersListPage />, { initialPath: '/admin/orders/order/999999' });
    const dialog = await screen.findByRole('dialog', { name: 'Order #999999' }, SLOW);
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      ORDERS_MESSAGES.orderNotFound,
    );
  });
});
