/**
 * The fulfil dialog in a store whose inventory area has no warehouse: the orders server asks
 * for one when a tracked item is sent to fulfilment. A stand-in INVENTORY_STOCK provider with
 * no warehouse (data only, never the real inventory plugin; the real one is tested in
 * examples/admin) makes the orders server give its real answer.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import { DEMO_CREDENTIALS, defineServerPlugin, provide } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import { ORDERS_MESSAGES } from '../../../contract';
import type { Order } from '../../../contract';
import { ordersServerPlugin } from '../../../server/plugin';
import { placeOrder } from '../../../server/test-server';
import { OrdersListPage } from '../../routes/orders-list/orders-list';
import type { OrdersAdminSuite } from '../../test-suite';
import { renderInAdmin } from '../../test-suite';
import { WAREHOUSES_PATH } from './fulfil-dialog';

const SLOW = { timeout: 30_000 };

const noWarehouseInventory = defineServerPlugin({
  id: 'fake-inventory',
  provides: [
    provide(INVENTORY_STOCK, () => ({
      warehouses: async () => [],
      levels: async () => [],
      move: async () => {},
    })),
  ],
});

const s = {} as OrdersAdminSuite;
beforeAll(async () => {
  s.t = await createTestServer({ plugins: [noWarehouseInventory, ordersServerPlugin] });
  s.owner = await s.t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => s.t?.close());

async function saved(id: number): Promise<Required<Order>> {
  const res = await s.t.request('GET', `/orders/${id}?expand=items,fulfilments`, {
    token: s.owner.tokens.accessToken,
  });
  return (await res.json()) as Required<Order>;
}

describe('Mark as fulfilled in a store without a warehouse (on the real server)', () => {
  it("shows the server's warehouse error and leads to creating a warehouse", async () => {
    const order = await placeOrder(s.t, [
      { title: 'Linen shirt', quantity: 1, price: 4950, sku: 'SHIRT-NW', track_inventory: true },
    ]);
    renderInAdmin(
      s,
      <Routes>
        <Route path="/admin/orders/*" element={<OrdersListPage />} />
        <Route path={WAREHOUSES_PATH} element={<h1>Warehouses</h1>} />
      </Routes>,
      { initialPath: `/admin/orders/order/${order.id}` },
    );
    const detail = await screen.findByRole('dialog', { name: `Order ${order.number}` }, SLOW);
    await userEvent.click(await within(detail).findByRole('button', { name: 'Mark as fulfilled' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      ORDERS_MESSAGES.warehouseRequired,
    );
    expect((await saved(order.id)).fulfilments).toEqual([]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Create a warehouse' }));
    expect(await screen.findByRole('heading', { name: 'Warehouses' }, SLOW)).toBeInTheDocument();
  });
});
