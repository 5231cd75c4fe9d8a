import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../../../contract';
import { placeOrder } from '../../../server/test-server';
import { OrderPrintPage, printKeyFromPath } from './order-print';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';

const s = ordersAdminSuite();

function setup(path: string) {
  renderInAdmin(s, <OrderPrintPage autoPrint={false} />, { initialPath: path });
}

describe('Order print view (on the real server)', () => {
  it('takes an id or a display number', () => {
    expect(printKeyFromPath('/admin/orders/print/3')).toBe('3');
    expect(printKeyFromPath('/admin/orders/print/1003')).toBe('1003');
    expect(printKeyFromPath('/admin/orders')).toBeNull();
  });

  it('prints an order by display number', async () => {
    const order = await placeOrder(s.t, [{ title: 'Linen shirt', quantity: 2, price: 4950 }]);
    setup(`/admin/orders/print/${order.display_number}`);
    expect(
      await screen.findByRole('heading', { name: `Order ${order.number}` }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items' })).toHaveTextContent('Linen shirt');
  });

  it('says when the order does not exist', async () => {
    setup('/admin/orders/print/999999');
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      ORDERS_MESSAGES.orderNotFound,
    );
  });
});
