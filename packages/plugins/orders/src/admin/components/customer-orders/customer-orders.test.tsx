import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slot } from '@storeroom/core';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { CUSTOMER_PROFILE_SECTIONS } from '@storeroom/plugin-customers/contract';
import { ordersTestServer, placeOrder } from '../../../server/test-server';
import { ordersPlugin } from '../../plugin';

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await ordersTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

function renderSlot(customerId: number) {
  render(
    <AdminTestProvider plugins={[ordersPlugin]} fetch={t.fetch} {...owner}>
      <Slot slot={CUSTOMER_PROFILE_SECTIONS} props={{ customerId }} />
    </AdminTestProvider>,
  );
}

describe('Customer orders (customers.profile.sections, on the real server)', () => {
  it("lists only that customer's orders, newest first", async () => {
    const line = [{ title: 'Canvas Tote Bag', quantity: 1, price: 18.5 }];
    const older = await placeOrder(t, line, { customer_id: 77_001, order_date: new Date('2026-01-02') });
    await placeOrder(t, line, { customer_id: 77_002 });
    const newer = await placeOrder(t, line, { customer_id: 77_001, order_date: new Date('2026-02-03') });
    renderSlot(77_001);
    const section = await screen.findByRole('region', { name: 'Orders of the customer' });
    const links = await within(section).findAllByRole('link', undefined, { timeout: 10_000 });
    expect(links.map((a) => a.textContent)).toEqual([newer.number, older.number]);
    expect(links[0]).toHaveAttribute('href', `/admin/orders/order/${newer.id}`);
  });

  it('says when the customer has no orders', async () => {
    renderSlot(77_999);
    expect(
      await screen.findByText('This customer has no orders.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
