/**
 * The ship dialog offers the carriers of the carriers settings page (issue 18 item 5, issue 19):
 * one added there appears, a deleted one does not, for an employee with an orders rule and no
 * settings rule (the dialog reads `GET /orders/carriers`).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_DETAIL_EXPAND, ORDERS_MESSAGES } from '../../../contract';
import type { Carrier, Order } from '../../../contract';
import { placeOrder } from '../../../server/test-server';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';
import { ShipDialog } from './ship-dialog';

const SLOW = { timeout: 30_000 };

const s = ordersAdminSuite();

describe('Mark as shipped: carriers from the settings page (on the real server)', () => {
  it('offers a carrier added in settings, not a deleted one, and ships with it', async () => {
    const added = await s.api<Carrier>('POST', '/carriers', { title: 'Zephyr Couriers' });
    const gone = await s.api<Carrier>('POST', '/carriers', { title: 'Zed Gone Couriers' });
    await s.api('DELETE', `/carriers/${gone.id}`);
    const placed = await placeOrder(s.t, [{ title: 'Wool scarf', quantity: 1, price: 3225 }]);
    await s.api('POST', `/orders/${placed.id}/fulfilments`, {
      items: [{ item_id: placed.itemIds[0], quantity: 1 }],
    });
    const order = await s.api<Order>('GET', `/orders/${placed.id}?expand=${ORDER_DETAIL_EXPAND.join(',')}`);
    const clerk = await s.t.employeeSession([{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }]);

    renderInAdmin(s, <ShipDialog order={order} open onOpenChange={() => undefined} />, { session: clerk });
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1ZZEPHYR');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    const option = await screen.findByRole('option', { name: 'Zephyr Couriers' }, SLOW);
    expect(screen.queryByRole('option', { name: 'Zed Gone Couriers' })).not.toBeInTheDocument();
    await userEvent.click(option);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText(ORDERS_MESSAGES.shipped, {}, SLOW)).toBeInTheDocument();
    const saved = await s.api<Required<Order>>('GET', `/orders/${placed.id}?expand=shipments`);
    expect(saved.shipments[0]).toMatchObject({
      tracking_number: '1ZZEPHYR',
      shipping_carrier: added.id,
      carrier_title: 'Zephyr Couriers',
    });
  });
});
