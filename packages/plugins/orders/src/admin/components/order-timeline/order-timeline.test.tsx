import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ORDER_MARK_PAID_TYPE, PAID_STATUS } from '../../../contract';
import type { Order } from '../../../contract';
import { placeOrder } from '../../../server/test-server';
import { OrdersListPage } from '../../routes/orders-list/orders-list';
import { ordersHttp, sampleOrder } from '../../story-data';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';
import type { TestSession } from '../../../server/test-server';
import { OrderTimeline } from './order-timeline';

// Answers pass through query refetches; a busy 2-core machine needs time.
const SLOW = { timeout: 30_000 };

const s = ordersAdminSuite();

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await s.t.request(method, path, { token: s.owner.tokens.accessToken, body });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The order's panel, and its history once loaded. */
async function openHistory(id: number, session: TestSession = s.owner) {
  renderInAdmin(s, <OrdersListPage />, { session, initialPath: `/admin/orders/order/${id}` });
  const history = await screen.findByRole('region', { name: 'History' }, SLOW);
  return { history, list: await within(history).findByRole('list', { name: 'Order history' }, SLOW) };
}

describe('Order timeline (on the real server)', () => {
  it('tells what happened to the order, oldest first, with dates, carriers and refunded amounts', async () => {
    const order = await placeOrder(s.t, [{ title: 'Linen shirt', quantity: 2, price: 4950 }]);
    const [item] = order.itemIds;
    await api('PATCH', `/orders/${order.id}`, { notes: 'Gift wrap, please.' });
    await api('POST', `/orders/${order.id}/fulfilments`, { items: [{ item_id: item, quantity: 2 }] });
    const carriers = await api<{ items: { id: number; title: string }[] }>('GET', '/carriers');
    const shipped = await api<Required<Order>>('POST', `/orders/${order.id}/shipments`, {
      items: [{ item_id: item, quantity: 2 }],
      tracking_number: '1ZHISTORY',
      shipping_carrier: carriers.items.find((c) => c.title === 'UPS')!.id,
    });
    await api('POST', `/orders/${order.id}/refund`, {
      refund: 1250,
      shipments: [{ shipment_id: shipped.shipments[0]!.id, items: [{ item_id: item, quantity: 1 }] }],
    });

    const { list } = await openHistory(order.id);
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((e) => e.querySelector('div')!.textContent)).toEqual([
      'Order placed by Test Buyer',
      'Paid at checkout',
      'Note by Dana Owner: “Gift wrap, please.”',
      'Sent to fulfillment: Linen shirt × 2',
      'Shipped: Linen shirt × 2 — UPS, tracking 1ZHISTORY',
      'Restocked: Linen shirt × 1',
      // Minor units through the store's money formatter.
      'Refunded $12.50',
    ]);
    for (const entry of entries) expect(entry.querySelector('time')).toHaveAttribute('datetime');
  });

  it('shows who marked an unpaid order paid, and how, once the panel marks it paid', async () => {
    const order = await placeOrder(s.t, [{ title: 'Teapot', quantity: 1, price: 3200 }], {
      paid: PAID_STATUS.notPaid,
    });
    const { history, list } = await openHistory(order.id);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((e) => e.querySelector('div')!.textContent),
    ).toEqual(['Order placed by Test Buyer']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as paid' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(
      await within(history).findByText(
        `Marked as paid by Dana Owner · Payment method: ${ORDER_MARK_PAID_TYPE}`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(history).queryByText('Nothing else has happened to this order yet.')).toBeNull();
  });

  it('adds a saved note, with its author, to the history', async () => {
    const order = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 1600 }]);
    const { history, list } = await openHistory(order.id);
    expect(within(history).getByText('Nothing else has happened to this order yet.')).toBeInTheDocument();
    // Placed, and paid with it at checkout.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const notes = screen.getByRole('form', { name: 'Notes' });
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Notes' }), 'Call first.');
    await userEvent.click(within(notes).getByRole('button', { name: 'Save notes' }));
    expect(
      await within(history).findByText('Note by Dana Owner: “Call first.”', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('links the customer to their profile for whoever may open it', async () => {
    const order = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 2000 }], { customer_id: 4242 });
    const { list } = await openHistory(order.id);
    expect(within(list).getByRole('link', { name: 'Test Buyer' })).toHaveAttribute(
      'href',
      '/admin/customers/4242',
    );
  });

  it('names the customer without a link when there is no customers rule', async () => {
    const order = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 2000 }], { customer_id: 4243 });
    const reader = await s.t.employeeSession([{ subject: 'orders', rule: 1, options: [] }]);
    const { list } = await openHistory(order.id, reader);
    expect(within(list).getByText(/Order placed by Test Buyer/)).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();
  });
});

/** A sample order's timeline whose history never answers (`loading`) or fails (`error`). */
function renderWithHistory(timeline: 'error' | 'loading') {
  const order = sampleOrder(1);
  render(
    <AdminTestProvider http={ordersHttp({ orders: [order], timeline })}>
      <OrderTimeline orderId={order.id} />
    </AdminTestProvider>,
  );
}

describe('Order timeline states', () => {
  it('says when the history cannot be loaded, and tries again', async () => {
    renderWithHistory('error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order history could not be loaded. The server is not answering.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows that it is loading until the answer comes', async () => {
    renderWithHistory('loading');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading history…');
  });
});
