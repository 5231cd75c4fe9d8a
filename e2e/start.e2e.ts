import { expect, test } from '@playwright/test';

test('npm start serves the admin, which opens in Chromium', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storeroom/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('deep admin links get the app (SPA fallback), unknown API paths a JSON 404', async ({
  page,
  request,
}) => {
  const response = await page.goto('/admin/orders/order/1');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await request.get('/api/v1/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'Not found' });
});

// The shell's first load is data plus lazy loaders (issue 15): the sign-in page, which is the
// shell alone, downloads no schema library (zod came back once through the shell's notices).
test('the sign-in page loads no schema library', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/admin/user/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('ZodError'))).toHaveLength(0);
});
