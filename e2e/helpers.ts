import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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
