import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, signInAsOwner } from './helpers';

// Carriers end to end (issue 19, issue 18 item 5): the owner adds a carrier on Settings →
// Carriers, ships an order with it, and reads it in the order's shipment and History.

interface Order {
  id: number;
  number: string;
  display_number: number;
  refunded: number;
  items: { id: number; quantity: number; track_inventory: boolean; is_giftcard: boolean }[];
}

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/**
 * A paid order with nothing sent yet and no gift card, sent to fulfilment through the API (from
 * the first warehouse when an item is tracked), so what is left to do here is shipping it.
 */
async function fulfilledOrder(request: APIRequestContext, headers: Record<string, string>): Promise<Order> {
  const answer = await request.post('/api/v1/orders/search?size=100&sort=!order_date&expand=items', {
    headers,
    data: { status: 0, paid: -1 },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Order[] };
  const order = items.find((o) => o.refunded === 0 && o.items.every((i) => !i.is_giftcard));
  expect(order, 'a paid, unfulfilled order without gift cards in the demo data').toBeTruthy();
  const warehouses = (await (await request.get('/api/v1/orders/warehouses', { headers })).json()) as {
    id: number;
  }[];
  const tracked = order!.items.some((i) => i.track_inventory);
  const sent = await request.post(`/api/v1/orders/${order!.id}/fulfilments`, {
    headers,
    data: {
      items: order!.items.map((i) => ({ item_id: i.id, quantity: i.quantity })),
      ...(tracked && warehouses[0] ? { warehouse_id: warehouses[0].id } : {}),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return order!;
}

test('the owner adds a carrier in settings and ships an order with it', async ({
  page,
  request,
}, testInfo) => {
  // Its own title per run, so a repeated run (`--repeat-each`) on the same database adds a new one.
  const carrier = `Northwind Couriers ${testInfo.repeatEachIndex + 1}.${testInfo.retry}.${Date.now() % 100000}`;
  const tracking = `1ZNW${Date.now() % 1000000}`;
  const headers = await ownerHeaders(request);
  const order = await fulfilledOrder(request, headers);

  await signInAsOwner(page);

  // Settings → Carriers.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Carriers' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/carriers/);
  const table = page.getByRole('table', { name: 'Carriers' });
  await expect(table.getByRole('cell', { name: 'UPS', exact: true })).toBeVisible();

  // An empty title is refused with the spec's message, then the carrier is added.
  await page.getByRole('button', { name: 'Add carrier' }).click();
  const modal = page.getByRole('dialog', { name: 'Add carrier' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please correct form errors ant try again')).toBeVisible();
  await modal.getByLabel('Title').fill(carrier);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(table.getByRole('cell', { name: carrier, exact: true })).toBeVisible();

  // Ship the order with it.
  await page.goto(`/admin/orders/order/${order.id}`);
  const panel = page.getByRole('dialog', { name: `Order ${order.number}` });
  await panel.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Tracking number').fill(tracking);
  await ship.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: carrier, exact: true }).click();
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText('Selected products marked as shipped successfully.').first()).toBeVisible();
  await expect(ship).toBeHidden();

  // The shipment and the History name the carrier.
  await expect(panel.getByText(`Tracking ${tracking} (${carrier})`)).toBeVisible();
  const history = panel.getByRole('list', { name: 'Order history' });
  await expect(history.getByText(new RegExp(`— ${carrier}, tracking ${tracking}`))).toBeVisible();
});
