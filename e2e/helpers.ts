import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

// The demo sign-ins of @storeroom/server (DEMO_CREDENTIALS); spelled out so the browser test
// does not load the server package.
export const OWNER = { email: 'owner@storeroom.test', password: 'storeroom-owner' };

export async function logIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The demo owner has no signature at first: the undismissable request appears once. */
export async function signIfAsked(page: Page) {
  // The shell is up once the header is; the cached account says whether a signature is due.
  // First: the signature dialog's own <header> is a banner too once it is open.
  await expect(page.getByRole('banner').first()).toBeVisible();
  const signature = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('storeroom.account') ?? 'null') as {
          account?: { profile?: { signature?: string | null } };
        } | null
      )?.account?.profile?.signature ?? null,
  );
  if (signature) return;
  const dialog = page.getByRole('dialog', { name: 'Signature required' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Or type your full name').fill('Dana Owner');
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(dialog).toBeHidden();
  // The toast (the announcer may repeat its text for screen readers).
  await expect(page.getByText('Thank you, your signature was successfully saved.').first()).toBeVisible();
}

/** The demo owner's bearer header for API calls of a test (set-up data, server checks). */
export async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** Signs the demo owner in from the log-in page, to the dashboard, signing if asked. */
export async function signInAsOwner(page: Page) {
  await page.goto('/admin/user/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
}

/**
 * Opens an order's side panel from the orders list, as a user does (`chqsearch` pre-filters
 * the list by display number), and answers the panel.
 */
export async function openOrderPanel(page: Page, order: { number: string; display_number: number }) {
  await page.goto(`/admin/orders?chqsearch=${order.display_number}`);
  const grid = page.getByRole('grid', { name: 'Orders' });
  await grid.getByRole('link', { name: order.number, exact: true }).click();
  return page.getByRole('dialog', { name: `Order ${order.number}` });
}
