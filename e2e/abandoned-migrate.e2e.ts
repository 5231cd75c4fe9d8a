import { expect, test } from '@playwright/test';
import { ownerHeaders, signInAsOwner } from './helpers';

// The orders migration of the abandoned checkouts (spec 1 §7 "POST and GET /orders/migrate") in
// the assembled admin: a buyer's order was recorded before the storefront reported the checkout
// it followed (so no order event recovered it); the owner runs Migrate orders, follows its
// progress in the dialog to the end and what it found, and the checkout is in the Recovered log.
test('the owner migrates past orders: progress to the end, the result, the checkout recovered', async ({
  page,
  request,
}, testInfo) => {
  const run = `${Date.now()}-${testInfo.repeatEachIndex}`;
  const buyer = `migrate-${run}@example.com`;
  const headers = await ownerHeaders(request);

  // The store's newest order moves to the buyer (a new customer): their last purchase.
  const orders = await request.get('/api/v1/orders?size=1&sort=!order_date', { headers });
  const [order] = ((await orders.json()) as { items: { id: number; order_date: string }[] }).items;
  const moved = await request.patch(`/api/v1/orders/${order!.id}/customer`, {
    headers,
    data: { email: buyer, choice: 'create' },
  });
  expect(moved.status()).toBe(200);
  // Then the storefront reports the buyer's checkout of an hour before that order, late: nothing
  // recovers it until the migration (a storefront may report up to 30 days back).
  const orderedAt = Date.parse(order!.order_date);
  expect(Date.now() - orderedAt).toBeLessThan(29 * 86_400_000);
  const reported = await request.post('/api/v1/storefront/visits', {
    data: {
      store: 'storeroom-demo',
      session: `e2e-migrate-${run}`,
      event: 'checkout',
      email: buyer,
      cart: [{ title: 'Linen shirt', quantity: 1, price: 4900 }],
      started_at: new Date(orderedAt - 3_600_000).toISOString(),
    },
  });
  expect(reported.status()).toBe(204);

  const openEmails = async () => {
    const res = await request.post('/api/v1/abandoned-checkouts/logs-unrecovered?size=200', {
      headers,
      data: {},
    });
    return ((await res.json()) as { items: { email: string }[] }).items.map((c) => c.email);
  };
  expect(await openEmails()).toContain(buyer);

  await signInAsOwner(page);
  await page.goto('/admin/abandoned/index');

  await page.getByRole('button', { name: 'Migrate orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Migrate orders' });
  // A first run says Start, a later one Run again (the same server serves repeated runs).
  await dialog.getByRole('button', { name: /^(Start|Run again)$/ }).click();
  await expect(page.getByText('Matching past orders to abandoned checkouts.').first()).toBeVisible();
  // Its progress to the end, then what it found.
  const bar = dialog.getByRole('progressbar', { name: 'Matching orders to checkouts' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveJSProperty('position', 1);
  await expect(dialog.getByText(/checked, [1-9][\d,]* recovered by an order\./)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Run again' })).toBeEnabled();
  await dialog.getByLabel('Close').click();
  await expect(dialog).toBeHidden();

  // The checkout is recovered now: in the Recovered log (newest recovery first), no longer open.
  await page.getByRole('tab', { name: 'Recovered', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Recovered checkouts' }).getByText(buyer)).toBeVisible();
  expect(await openEmails()).not.toContain(buyer);
});
