import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Slot } from '@storeroom/core';
import { DASHBOARD_WIDGETS } from '@storeroom/plugin-dashboard/contract';
import type { TestSession } from '@storeroom/server/testing';
import { ORDERS_SUBJECT } from '../../../contract';
import type { Order } from '../../../contract';
import { ordersPlugin } from '../../plugin';
import { ordersAdminSuite, renderInAdmin } from '../../test-suite';

const s = ordersAdminSuite();

function renderSlot(session: TestSession) {
  return renderInAdmin(s, <Slot slot={DASHBOARD_WIDGETS} />, { session: session });
}

describe('Last orders widget (dashboard.widgets, on the real server)', () => {
  it('shows the last 5 orders, newest first, linking to their panels', async () => {
    const res = await s.t.request('GET', '/orders?size=5&sort=!order_date', {
      token: s.owner.tokens.accessToken,
    });
    const { items } = (await res.json()) as { items: Order[] };
    renderSlot(s.owner);
    const widget = await screen.findByRole('region', { name: 'Last orders' });
    const links = await within(widget).findAllByRole('link', undefined, { timeout: 30_000 });
    expect(links.map((a) => a.textContent)).toEqual(items.map((o) => o.number));
    expect(links[0]).toHaveAttribute('href', `/admin/orders/order/${items[0]!.id}`);
  });

  it('is not shown without an orders rule (spec 2 §6)', async () => {
    // The fill carries the orders subject, so the slot leaves it out before loading it.
    expect(ordersPlugin.slots.find((f) => f.id === 'last-orders')?.subject).toBe(ORDERS_SUBJECT);
    const employee = await s.t.employeeSession([{ subject: 'customers', rule: 2, options: [] }]);
    const { container: theirs } = renderInAdmin(s, <Slot slot={DASHBOARD_WIDGETS} />, { session: employee });
    // The owner's widget beside it: once it shows, the widget's chunk has loaded for both.
    renderSlot(s.owner);
    await screen.findByRole('region', { name: 'Last orders' }, { timeout: 30_000 });
    expect(within(theirs).queryByRole('region', { name: 'Last orders' })).not.toBeInTheDocument();
  });
});
