import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { openOrderPanel, ownerHeaders, signInAsOwner } from './helpers';

// Orders end to end (issue 7 "Done when"): the owner fulfils, ships and refunds an order in
// the admin and reads the spec's statuses and messages; an employee with limited orders access
// and no options sees the order without any action and gets 403 from the API.

interface Item {
  id: number;
  title: string;
  quantity: number;
  track_inventory: boolean;
  is_giftcard: boolean;
  status: { not_fulfilled: number };
}
interface Order {
  id: number;
  number: string;
  display_number: number;
  total: number;
  refunded: number;
  items: Item[];
}

/**
 * A paid order with nothing sent yet and at least two units to ship, preferring one whose
 * items do not track inventory (the warehouse question then does not depend on stock).
 */
async function pickOrder(request: APIRequestContext, headers: Record<string, string>): Promise<Order> {
  const answer = await request.post('/api/v1/orders/search?size=100&sort=!order_date&expand=items', {
    headers,
    data: { status: 0, paid: -1 },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Order[] };
  const shippable = items.filter((o) => {
    const units = o.items.filter((i) => !i.is_giftcard).reduce((n, i) => n + i.quantity, 0);
    return units >= 2 && o.items.every((i) => !i.is_giftcard) && o.refunded === 0;
  });
  const order = shippable.find((o) => o.items.every((i) => !i.track_inventory)) ?? shippable[0];
  expect(order, 'a paid, unfulfilled order with two units in the demo data').toBeTruthy();
  return order!;
}

async function chooseFirstOption(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().click();
}

test('the owner fulfils part of an order, ships it with a tracking number and refunds it with restock', async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const order = await pickOrder(request, headers);

  await signInAsOwner(page);
  const panel = await openOrderPanel(page, order);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/order/${order.id}`));
  const statuses = panel.getByRole('group', { name: 'Statuses' });
  await expect(statuses).toHaveText(/^Paid\s*Not fulfilled/);

  // Fulfil part of it: one unit less than everything.
  await panel.getByRole('button', { name: 'Mark as fulfilled' }).click();
  const fulfil = page.getByRole('dialog', { name: 'Mark as fulfilled' });
  const first = order.items[0]!;
  const firstInput = fulfil.getByRole('spinbutton').first();
  await firstInput.fill(String(first.quantity - 1));
  await firstInput.blur();
  if (await fulfil.getByRole('combobox', { name: 'Warehouse' }).isVisible()) {
    await chooseFirstOption(page, fulfil, 'Warehouse');
  }
  await fulfil.getByRole('button', { name: 'Mark as fulfilled' }).click();
  await expect(
    page.getByText('Selected products are sent to fulfillment successfully.').first(),
  ).toBeVisible();
  await expect(fulfil).toBeHidden();
  await expect(statuses.getByText('Partially sent to fulfilment', { exact: true })).toBeVisible();

  // Ship what was sent, with a tracking number: the carrier is required first.
  await panel.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByText('Select a Carrier field is required.')).toBeVisible();
  await chooseFirstOption(page, ship, 'Carrier');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText('Selected products marked as shipped successfully.').first()).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(statuses.getByText('Partially sent and shipped', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Tracking 1Z999AA10123456784/)).toBeVisible();

  // Refund the rest (the default amount), restocking the shipped items.
  await panel.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  // The API holds minor units; the input shows the decimal amount.
  await expect(refund.getByLabel(/Refund amount/)).toHaveValue((order.total / 100).toFixed(2));
  await refund.getByRole('checkbox', { name: 'Restock shipped items' }).click();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded successfully.').first()).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(statuses.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Restocks' })).toBeVisible();

  // The server agrees.
  const saved = (await (
    await request.get(`/api/v1/orders/${order.id}?expand=items,restocks`, { headers })
  ).json()) as { paid: number; status: number; refunded: number; restocks: unknown[] };
  expect(saved).toMatchObject({ paid: -2, refunded: order.total });
  expect(saved.restocks).toHaveLength(1);
});

const CLERK = {
  email: 'orders.reader@storeroom.test',
  password: 'orders-reader-1',
  full_name: 'Rita Reader',
};

test('an employee with limited orders access and no options sees the order but no actions, and the API refuses them', async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const order = await pickOrder(request, headers);
  const created = await request.post('/api/v1/employees', {
    headers,
    data: {
      ...CLERK,
      phone: '',
      enabled: true,
      access: [{ subject: 'orders', rule: 1, options: [] }],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/user/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(CLERK.email);
  await page.getByLabel('Password').fill(CLERK.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/admin/orders');
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CSV fulfilment' })).toHaveCount(0);
  await expect(grid.getByRole('checkbox')).toHaveCount(0);

  await page.goto(`/admin/orders/order/${order.id}`);
  const panel = page.getByRole('dialog', { name: `Order ${order.number}` });
  await expect(panel.getByRole('region', { name: 'Items' })).toBeVisible();
  for (const name of ['Mark as fulfilled', 'Mark as shipped', 'Refund', 'Edit customer']) {
    await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(0);
  }

  // The server refuses what the admin hides.
  const login = await request.post('/api/v1/auth/login', {
    data: { email: CLERK.email, password: CLERK.password },
  });
  const clerk = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect((await request.get(`/api/v1/orders/${order.id}`, { headers: clerk })).status()).toBe(200);
  const item = order.items[0]!;
  const attempts = [
    request.post(`/api/v1/orders/${order.id}/fulfilments`, {
      headers: clerk,
      data: { items: [{ item_id: item.id, quantity: 1 }] },
    }),
    request.post(`/api/v1/orders/${order.id}/shipments`, {
      headers: clerk,
      data: { items: [{ item_id: item.id, quantity: 1 }] },
    }),
    request.post(`/api/v1/orders/${order.id}/refund`, { headers: clerk, data: { refund: 1, notify: false } }),
    request.post('/api/v1/orders/exportcsv', {
      headers: clerk,
      data: { template_id: 1, order_ids: [order.id] },
    }),
    request.post('/api/v1/orders/mass-fulfilment', { headers: clerk, data: { ids: [order.id] } }),
  ];
  for (const answer of await Promise.all(attempts)) expect(answer.status()).toBe(403);
});

test('the owner scrolls through the orders in the scrolling view, 200 more at a time, and opens one', async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const count = await request.get('/api/v1/orders?size=1', { headers });
  const total = ((await count.json()) as { _meta: { totalCount: number } })._meta.totalCount;
  expect(total, 'the demo store has more than 200 orders').toBeGreaterThan(200);

  await signInAsOwner(page);
  await page.goto('/admin/orders');
  await page.getByRole('group', { name: 'List view' }).getByRole('button', { name: 'Scroll' }).click();
  await expect(page).toHaveURL(/view=scroll/);
  await expect(page.getByText(`200 of ${total} loaded`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Orders pages' })).toHaveCount(0);

  // Scrolling to the end of the list loads the next 200.
  const grid = page.getByRole('grid', { name: 'Orders' });
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByText(`${Math.min(400, total)} of ${total} loaded`)).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', String(Math.min(400, total) + 1));

  // A row far down the list opens its order like any other.
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .last();
  const link = row.getByRole('link');
  const number = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/admin\/orders\/order\/\d+\?view=scroll/);
  await expect(page.getByRole('dialog', { name: `Order ${number}` })).toBeVisible();
});
