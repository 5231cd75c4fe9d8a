import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { ORDERS_MESSAGES } from '../../../contract';
import { ordersTestServer, placeOrder } from '../../../server/test-server';
import { OrderPrintPage, printKeyFromPath } from './order-print';

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await ordersTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

function setup(path: string) {
  render(
    <AdminTestProvider fetch={t.fetch} {...owner} initialPath={path}>
      <OrderPrintPage autoPrint={false} />
    </AdminTestProvider>,
  );
}

describe('Order print view (on the real server)', () => {
  it('takes an id or a display number', () => {
    expect(printKeyFromPath('/admin/orders/print/3')).toBe('3');
    expect(printKeyFromPath('/admin/orders/print/1003')).toBe('1003');
    expect(printKeyFromPath('/admin/orders')).toBeNull();
  });

  it('prints an order by display number', async () => {
    const order = await placeOrder(t, [{ title: 'Linen shirt', quantity: 2, price: 49.5 }]);
    setup(`/admin/orders/print/${order.display_number}`);
    expect(
      await screen.findByRole('heading', { name: `Order ${order.number}` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items' })).toHaveTextContent('Linen shirt');
  });

  it('says when the order does not exist', async () => {
    setup('/admin/orders/print/999999');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      ORDERS_MESSAGES.orderNotFound,
    );
  });
});
