import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Slot } from '@storeroom/core';
import { DASHBOARD_WIDGETS } from '@storeroom/plugin-dashboard/contract';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { ORDERS_SUBJECT } from '../../../model';
import { ordersApiRef } from '../../api';
import { ordersPlugin } from '../../plugin';
import { createFakeOrdersClient, sampleOrders } from '../../test-support';

function renderSlot(account?: Account) {
  const client = createFakeOrdersClient({ orders: sampleOrders(9) });
  render(
    <AdminTestProvider plugins={[ordersPlugin]} apis={[[ordersApiRef, client]]} account={account}>
      <Slot slot={DASHBOARD_WIDGETS} />
    </AdminTestProvider>,
  );
}

describe('Last orders widget (dashboard.widgets)', () => {
  it('shows the last 5 orders, newest first, linking to their panels', async () => {
    renderSlot();
    const widget = await screen.findByRole('region', { name: 'Last orders' });
    const links = await within(widget).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['#1009', '#1008', '#1007', '#1006', '#1005']);
    expect(links[0]).toHaveAttribute('href', '/admin/orders/order/9');
  });

  it('is not shown without an orders rule (spec 2 §6)', async () => {
    renderSlot(testEmployeeAccount([{ subject: 'customers', rule: 2, options: [] }]));
    // The fill carries the orders subject, so the slot filters it out before loading it.
    expect(ordersPlugin.slots.find((f) => f.id === 'last-orders')?.subject).toBe(ORDERS_SUBJECT);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Last orders' })).not.toBeInTheDocument();
  });
});
