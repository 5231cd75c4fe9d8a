import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Slot } from '@storeroom/core';
import { CUSTOMER_PROFILE_SECTIONS } from '@storeroom/plugin-customers/contract';
import { placeOrder } from '../../../server/test-server';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';

const s = ordersAdminSuite();

function renderSlot(customerId: number) {
  renderInAdmin(s, <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId }} />);
}

describe('Customer orders (customers.profile.sections, on the real server)', () => {
  it("lists only that customer's orders, newest first", async () => {
    const line = [{ title: 'Canvas Tote Bag', quantity: 1, price: 1850 }];
    const older = await placeOrder(s.t, line, { customer_id: 77_001, order_date: new Date('2026-01-02') });
    await placeOrder(s.t, line, { customer_id: 77_002 });
    const newer = await placeOrder(s.t, line, { customer_id: 77_001, order_date: new Date('2026-02-03') });
    renderSlot(77_001);
    const section = await screen.findByRole('region', { name: 'Orders of the customer' });
    const links = await within(section).findAllByRole('link', undefined, { timeout: 30_000 });
    expect(links.map((a) => a.textContent)).toEqual([newer.number, older.number]);
    expect(links[0]).toHaveAttribute('href', `/admin/orders/order/${newer.id}`);
  });

  it('says when the customer has no orders', async () => {
    renderSlot(77_999);
    expect(
      await screen.findByText('This customer has no orders.', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
