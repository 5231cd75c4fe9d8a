import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { OWNER, logIn, signIfAsked } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY of a UTC day (the demo's main store is on UTC). */
const usDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
const money = (n: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

// The owner's dashboard shows what the statistics API computes from the seeded orders and
// visits for the same range: the expected figures are asked from the API, never hard-coded.
test('the owner sees the dashboard figures the statistics API gives for the chosen range', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Good (night|morning|afternoon|evening), Dana Owner\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your store' })).toBeVisible();

  // A custom range: the last 30 days up to today, in the store's time zone (UTC).
  const day = 86_400_000;
  const today = Math.floor(Date.now() / day) * day;
  const first = today - 29 * day;
  const stats = page.getByRole('region', { name: 'Statistics' });
  await stats.getByRole('radio', { name: 'Custom' }).click();
  await stats.getByRole('textbox', { name: 'Date From' }).fill(usDate(first));
  await stats.getByRole('textbox', { name: 'Date To' }).fill(usDate(today));

  const token = await ownerToken(request);
  const ask = async <T>(kind: string, extra = '') => {
    const res = await request.get(
      `/api/v1/statistics/${kind}?from=${first / 1000}&to=${(today + day) / 1000}${extra}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(res.status()).toBe(200);
    return (await res.json()) as T;
  };
  const orders = await ask<{ total: number }>('orders');
  const sales = await ask<{ total: number }>('sales');
  const visitors = await ask<{ total: number }>('visitors');
  const conversion = await ask<{ total: number }>('conversion');
  const products = await ask<{ items: { title: string; product?: { title: string } | null }[] }>(
    'products',
    '&limit=5&expand=product',
  );
  // The seeded storefront sessions and the orders plugin's seeded orders of the last 100 days.
  expect(visitors.total).toBeGreaterThan(0);
  expect(orders.total).toBeGreaterThan(0);
  expect(sales.total).toBeGreaterThan(0);

  const figure = (name: string) => stats.getByRole('region', { name, exact: true });
  await expect(figure('Total orders')).toContainText(String(orders.total));
  // The API answers sales in integer minor units (cents).
  await expect(figure('Total sales')).toContainText(money(sales.total / 100));
  await expect(figure('Total visitors')).toContainText(String(visitors.total));
  await expect(figure('Conversion rate')).toContainText(`${conversion.total}%`);

  const top = page.getByRole('region', { name: 'Top products' });
  if (products.items.length === 0) {
    await expect(top.getByText('No sales in this period')).toBeVisible();
  } else {
    await expect(top.getByRole('listitem')).toHaveCount(products.items.length);
    const best = products.items[0]!;
    await expect(top.getByRole('listitem').first()).toContainText(best.product?.title ?? best.title);
  }
  await expect(page.getByRole('figure', { name: 'Referrers' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Checkout funnel' })).toBeVisible();

  // A reversed range is refused with the spec's message (spec 2 §5).
  await stats.getByRole('textbox', { name: 'Date From' }).fill(usDate(today + day));
  await expect(stats.getByRole('alert')).toHaveText('Date From should be less than Date To');
});

test('the dashboard API refuses a reversed range with the spec’s message', async ({ request }) => {
  const token = await ownerToken(request);
  const res = await request.get('/api/v1/statistics/orders?from=200&to=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({ errors: { from: ['Date From should be less than Date To'] } });
});

// spec 2 §6: without a dashboard rule an employee gets the greeting and the widgets only,
// and the server refuses the statistics.
test('an employee without the dashboard rule sees the greeting only and is refused the statistics', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const email = `orders.only.${Date.now()}@storeroom.test`;
  const password = 'orders-only-1';
  const created = await request.post('/api/v1/employees', {
    headers,
    data: { email, full_name: 'Orla Orders', password },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const patched = await request.patch(`/api/v1/employees/${id}`, {
    headers,
    data: { access: [{ subject: 'orders', rule: 1, options: [] }] },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Good (night|morning|afternoon|evening), Orla Orders\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statistics' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Set up your store' })).toHaveCount(0);

  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  const employeeToken = ((await login.json()) as { access_token: string }).access_token;
  const refused = await request.get('/api/v1/statistics/orders?from=100&to=200', {
    headers: { authorization: `Bearer ${employeeToken}` },
  });
  expect(refused.status()).toBe(403);
});
